/**
 * Argon2id through Bun's native implementation. The cost is sized so one verification takes
 * tens of milliseconds on a small server; `PasswordHasher` bounds how many run at once so a
 * login flood cannot starve other requests.
 */
const options = { algorithm: "argon2id", memoryCost: 19456, timeCost: 2 } as const;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 255;

export class PasswordHasher {
  private running = 0;
  private waiting: (() => void)[] = [];

  constructor(private readonly concurrency = 1) {}

  async hash(password: string): Promise<string> {
    return this.limit(() => Bun.password.hash(password, options));
  }

  async verify(password: string, hash: string | null): Promise<boolean> {
    // Unknown users still pay for one verification, so timing does not reveal who exists.
    const target = hash ?? (await this.dummyHash());
    const ok = await this.limit(() => Bun.password.verify(password, target).catch(() => false));
    return hash !== null && ok;
  }

  private dummy: Promise<string> | undefined;
  private dummyHash(): Promise<string> {
    this.dummy ??= Bun.password.hash("backbeat-timing-equaliser", options);
    return this.dummy;
  }

  private async limit<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.running++;
    try {
      return await task();
    } finally {
      this.running--;
      this.waiting.shift()?.();
    }
  }
}
