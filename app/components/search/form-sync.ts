/**
 * What a filter form that applies itself (the listing search's, the project search's) does
 * with its fields: tell whether a visitor changed one before the scripts ran, make every field
 * follow a new address except those being edited, and bring a filter at fault into view.
 */

/** Scrolls the first filter at fault (or the form's message) into view, if the form is shown ('center' clears a sticky foot). */
export function revealFault(root: Element | null, block: ScrollLogicalPosition = 'nearest') {
  root?.querySelector('[aria-invalid="true"], .f-err')?.scrollIntoView({ block })
}

/** Whether a field of the form holds something other than what the server rendered. */
export function changedSinceRendered(form: HTMLFormElement): boolean {
  return [...form.elements].some((el) => {
    if (el instanceof HTMLInputElement)
      return el.type === 'checkbox' || el.type === 'radio'
        ? el.checked !== el.defaultChecked
        : el.value !== el.defaultValue
    if (el instanceof HTMLSelectElement) {
      // With no option marked selected, the browser shows the first one.
      const rendered = [...el.options].find((o) => o.defaultSelected) ?? el.options[0]
      return el.value !== (rendered?.value ?? '')
    }
    return false
  })
}

/**
 * Sets every field to what the current address says (React updates the rendered defaults of
 * inputs, not what a visitor changed, and never a select's), skipping the fields in `keep`.
 */
export function followAddress(form: HTMLFormElement, params: URLSearchParams, keep: Map<string, number>) {
  for (const el of form.elements) {
    if (!(el instanceof HTMLInputElement || el instanceof HTMLSelectElement) || !el.name || keep.has(el.name)) continue
    if (el instanceof HTMLSelectElement) el.value = params.get(el.name) ?? ''
    else if (el.type === 'checkbox' || el.type === 'radio') el.checked = el.defaultChecked
    else if (el.type !== 'hidden') el.value = el.defaultValue
  }
}
