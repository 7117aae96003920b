/**
 * What a filter form that applies itself (the listing search's, the project search's) does
 * with its fields: tell whether a visitor changed one before the scripts ran, make every field
 * follow a new address except those being edited, and bring a filter at fault into view.
 */
import { type RefObject, useLayoutEffect, useRef } from 'react'
import { useNavigation } from 'react-router'

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
function followAddress(form: HTMLFormElement, params: URLSearchParams, keep: Map<string, number>) {
  for (const el of form.elements) {
    if (!(el instanceof HTMLInputElement || el instanceof HTMLSelectElement) || !el.name || keep.has(el.name)) continue
    if (el instanceof HTMLSelectElement) el.value = params.get(el.name) ?? ''
    else if (el.type === 'checkbox' || el.type === 'radio') el.checked = el.defaultChecked
    else if (el.type !== 'hidden') el.value = el.defaultValue
  }
}

/**
 * Makes the form's fields follow each new address (`query`) except those the visitor changed:
 * each is kept as it is until the search that carries it has arrived, so a tick made while an
 * earlier search was still being drawn is not undone by it. The form calls `changed(name)` from
 * its onChange and `sent()` when it navigates.
 */
export function useFollowedForm(formRef: RefObject<HTMLFormElement | null>, query: string) {
  const edited = useRef(new Map<string, number>())
  const turn = useRef(0)
  const sentTurn = useRef(0)
  const navigation = useNavigation()
  // The turn of the last search seen under way. React Router draws its updates as transitions,
  // so a search that arrives may be drawn after the visitor has already sent the next one:
  // what that next one carries must not count as arrived (it was, and a tick flickered off).
  const loadingTurn = useRef(0)
  useLayoutEffect(() => {
    if (navigation.state !== 'idle') loadingTurn.current = sentTurn.current
  }, [navigation.state, navigation.location?.key])
  const shown = useRef(query)
  useLayoutEffect(() => {
    if (shown.current === query || !formRef.current) return
    shown.current = query
    // The search seen under way has arrived: what it carried is the address's now.
    if (navigation.state === 'idle')
      for (const [name, at] of edited.current) if (at <= loadingTurn.current) edited.current.delete(name)
    followAddress(formRef.current, new URLSearchParams(query), edited.current)
  }, [query])
  return {
    changed: (name: string) => void edited.current.set(name, ++turn.current),
    sent: () => void (sentTurn.current = turn.current),
  }
}
