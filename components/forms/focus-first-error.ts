/**
 * Moves focus to the first field with an error so keyboard and screen-reader users land on it; of a
 * group of radio buttons, the checked one or else the first one shown.
 */
export function focusFirstError(form: HTMLFormElement, fields: Record<string, string>): void {
  const first = Object.keys(fields)[0];
  if (!first) return;
  const element = form.elements.namedItem(first);
  const target =
    element instanceof RadioNodeList
      ? ([...element] as HTMLInputElement[]).find((radio) => radio.checked || radio.getClientRects().length)
      : element;
  if (target instanceof HTMLElement) target.focus();
}
