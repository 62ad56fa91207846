import { afterAll, beforeAll } from "bun:test";
import { SMTPServer } from "smtp-server";

export interface CapturedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpCapture {
  /** Every message delivered so far, oldest first. */
  received: CapturedMail[];
  /** Resolves with the port once the server listens. */
  ready: Promise<number>;
  stop(): Promise<void>;
}

/** A real SMTP server on loopback for tests: whatever nodemailer delivers to it is kept in `received`. */
export function startSmtpCapture(): SmtpCapture {
  const received: CapturedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => {
        raw += chunk.toString("utf8");
      });
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  const ready = new Promise<number>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve((server.server.address() as { port: number }).port)),
  );
  return { received, ready, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** One capture for the whole test file: listening before its first test, closed after its last. */
export function useSmtpCapture(): { received: CapturedMail[]; readonly port: number } {
  const smtp = startSmtpCapture();
  let port = 0;
  beforeAll(async () => {
    port = await smtp.ready;
  });
  afterAll(() => smtp.stop());
  return {
    received: smtp.received,
    get port() {
      return port;
    },
  };
}
