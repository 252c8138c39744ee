/** Moves focus to the first field with an error so keyboard and screen-reader users land on it. */
export function focusFirstError(form: HTMLFormElement, fields: Record<string, string>): void {
  const first = Object.keys(fields)[0];
  if (!first) return;
  const element = form.elements.namedItem(first);
  if (element instanceof HTMLElement) element.focus();
}
