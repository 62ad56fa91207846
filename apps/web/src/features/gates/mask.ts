/** docs/spec/1-platform-foundation.md §2: first two characters, four stars, then the domain; unknown → a row of stars. */
export function maskEmail(email: string | null | undefined): string {
  if (!email?.includes("@")) return "********";
  const at = email.indexOf("@");
  return `${email.slice(0, Math.min(2, at))}****${email.slice(at)}`;
}
