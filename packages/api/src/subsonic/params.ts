import { invalidParameter, missingParameter } from "@backbeat/core";
import { xmlChars } from "./writer.ts";

const MAX_VALUES = 1000;
const MAX_LENGTH = 4096;

/**
 * A request's parameters: the query string and, for POST, the form body (OpenSubsonic
 * formPost). Repeated names keep every value, at most 1,000 of each; values are cut at 4 KB.
 */
export class Params {
  private readonly values = new Map<string, string[]>();

  constructor(...sources: URLSearchParams[]) {
    for (const source of sources) {
      for (const [key, value] of source) {
        const list = this.values.get(key) ?? [];
        if (list.length >= MAX_VALUES) continue;
        // NUL and other control characters never mean anything here.
        list.push(xmlChars(value.slice(0, MAX_LENGTH)));
        this.values.set(key, list);
      }
    }
  }

  get(name: string): string | undefined {
    return this.values.get(name)?.[0];
  }

  all(name: string): string[] {
    return this.values.get(name) ?? [];
  }

  has(name: string): boolean {
    return this.values.has(name);
  }

  required(name: string): string {
    const value = this.get(name);
    if (value === undefined || value === "") throw missingParameter(name);
    return value;
  }

  /** An integer within bounds; absent gives the default, anything else not an integer is refused. */
  int(name: string, options: { min?: number; max?: number; fallback: number; clamp?: boolean }): number;
  int(name: string, options: { min?: number; max?: number; clamp?: boolean }): number | undefined;
  int(name: string, options: { min?: number; max?: number; fallback?: number; clamp?: boolean }): number | undefined {
    const raw = this.get(name);
    if (raw === undefined || raw === "") return options.fallback;
    if (!/^-?\d{1,15}$/.test(raw.trim())) throw invalidParameter(name);
    let n = Number(raw.trim());
    const { min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER } = options;
    if (options.clamp) n = Math.min(max, Math.max(min, n));
    if (n < min || n > max) throw invalidParameter(name);
    return n;
  }

  requiredInt(name: string, options: { min?: number; max?: number } = {}): number {
    if (this.get(name) === undefined || this.get(name) === "") throw missingParameter(name);
    return this.int(name, options) as number;
  }

  bool(name: string): boolean | undefined {
    const raw = this.get(name);
    if (raw === undefined) return undefined;
    return raw === "true" || raw === "1";
  }
}
