/** Dates of the files screen: the viewer's locale, day and time. */
export function formatDate(value: string | Date): string {
  return new Date(value).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
}
