/** Field names in the order they appear in the form. */
export function fieldOrder(form: HTMLFormElement | null): string[] {
  if (!form) return [];
  const names = [...form.elements].map((el) => (el as HTMLInputElement).name).filter(Boolean);
  return [...new Set(names)];
}

/**
 * Focuses the first field, in form order, that has an error (docs/spec/1-platform-foundation.md §5). Hidden inputs (select,
 * checkbox groups) cannot take focus: their visible control is focused instead.
 */
export function focusFirstError(form: HTMLFormElement | null, fields: readonly string[]): void {
  if (!form) return;
  const name = fieldOrder(form).find((n) => fields.includes(n));
  if (!name) return;
  const target = form.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`);
  const focusable =
    target && target.getAttribute("type") !== "hidden" && !target.closest("[aria-hidden=true]")
      ? target
      : target
          ?.closest(".react-aria-Select, [data-rac]")
          ?.querySelector<HTMLElement>("button, input:not([type=hidden])");
  focusable?.focus();
}
