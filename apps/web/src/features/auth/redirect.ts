/**
 * Redirect parameters accept only same-origin relative paths: "/library" yes;
 * "https://evil.example", "//evil.example", "/\\evil.example" and "javascript:" no.
 */
export function safeRedirect(value: string | null | undefined, fallback: string): string {
  if (!value || value.length > 2000) return fallback;
  if (!value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return fallback;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
  if (/[\u0000-\u001f\\]/.test(value)) return fallback;
  try {
    const resolved = new URL(value, "http://backbeat.invalid");
    if (resolved.origin !== "http://backbeat.invalid") return fallback;
    return `${resolved.pathname}${resolved.search}${resolved.hash}`;
  } catch {
    return fallback;
  }
}
