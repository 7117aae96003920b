/**
 * Lists too long to send with every search (a department's municipalities, a municipality's
 * barrios, the features), fetched from the API once the page's scripts run: the
 * municipalities at once (useOnDemandOptions), the others in a <details> when first opened
 * (OnDemandDetails). Fetched lists are kept for the page's life and shared by the side panel
 * and the drawer. Without JavaScript, or before the scripts run, a button submits the form
 * with more=<list>, and the server renders the list in full.
 */
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { useT } from '~/lib/i18n'

export interface Option {
  value: string
  label: string
}

/** The lists the search page can render in full on request (?more=). */
export type OnDemandList = 'municipalities' | 'sectors' | 'features'

const fetched = new Map<string, Promise<Option[]>>()

function fetchOptions(url: string, read: (body: { data: Array<{ id: string; name: string }> }) => Option[]) {
  let pending = fetched.get(url)
  if (!pending) {
    pending = fetch(url, { headers: { accept: 'application/json' } }).then(async (res) => {
      if (!res.ok) throw new Error(`${url}: ${res.status}`)
      return read((await res.json()) as { data: Array<{ id: string; name: string }> })
    })
    // A failed list is asked for again the next time.
    pending.catch(() => fetched.delete(url))
    fetched.set(url, pending)
  }
  return pending
}

/** The API's catalogue rows ({ data: [{ id, name }] }) as options. */
export const readOptions = (body: { data: Array<{ id: string; name: string }> }): Option[] =>
  body.data.map((row) => ({ value: row.id, label: row.name }))

export interface OnDemandState {
  status: 'idle' | 'loading' | 'error' | 'done'
  /** The list once loaded (or sent by the server). */
  options: Option[] | null
  /** Fetches the list unless it is loaded or on its way. */
  load: () => void
}

type List = Omit<OnDemandState, 'load'>

/**
 * The options at `url`, fetched on the first load() unless the server sent them (`initial`).
 * When `url` changes, the list starts again, unless `stillHolds` says the loaded one serves
 * the new address too (a municipality chosen among its neighbours keeps their list).
 */
export function useOnDemandOptions(
  url: string,
  initial: Option[] | null,
  { read = readOptions, stillHolds }: { read?: typeof readOptions; stillHolds?: (options: Option[]) => boolean } = {},
): OnDemandState {
  const [state, setState] = useState<List & { url: string }>(() => ({
    url,
    status: initial ? 'done' : 'idle',
    options: initial,
  }))
  const kept = state.url === url || (state.options !== null && !!stillHolds?.(state.options))
  let current: List = kept ? state : { status: 'idle', options: null }
  // The server's list (?more=), when it sends one after all.
  if (current.status !== 'done' && initial) current = { status: 'done', options: initial }
  const load = () => {
    if (current.status === 'loading' || current.status === 'done') return
    setState({ url, status: 'loading', options: null })
    fetchOptions(url, read).then(
      (options) => setState((s) => (s.url === url ? { url, status: 'done', options } : s)),
      () => setState((s) => (s.url === url ? { url, status: 'error', options: null } : s)),
    )
  }
  return { status: current.status, options: current.options, load }
}

/**
 * The no-JavaScript way to a whole list: a submit button of the filter form that adds
 * more=<list>, so the server renders the list and what the visitor already chose travels with it.
 */
export function MoreButton({ list, children }: { list: OnDemandList; children: ReactNode }) {
  return (
    <button type="submit" name="more" value={list} className="f-ln">
      {children}
    </button>
  )
}

export function OnDemandDetails({
  label,
  value,
  state,
  initiallyOpen,
  list,
  moreText,
  children,
}: {
  label: string
  /** What is chosen now, beside the label ("Todos los barrios"). */
  value?: string
  state: OnDemandState
  /** Open on the first render (something in it is chosen, or the server sent the list). */
  initiallyOpen: boolean
  list: OnDemandList
  /** The text of the no-JavaScript way to the whole list (MoreButton). */
  moreText: string
  children: ReactNode
}) {
  const { t } = useT()
  const ref = useRef<HTMLDetailsElement>(null)
  // Later renders must not close what the visitor opened: the attribute is the first render's.
  const [open] = useState(initiallyOpen)
  // Opened before the scripts ran (or open from the start): load now.
  useEffect(() => {
    if (ref.current?.open) state.load()
  }, [])
  return (
    <details
      ref={ref}
      className="f-od"
      open={open || undefined}
      onToggle={(event) => {
        if (event.currentTarget.open) state.load()
      }}
    >
      <summary>
        <span>{label}</span>
        {value && <span>{value}</span>}
      </summary>
      {children}
      {state.status === 'loading' && (
        <p role="status" className="f-hint">
          {t('search.filters.list_loading')}
        </p>
      )}
      {state.status === 'error' && (
        <p role="alert" className="f-hint">
          {t('search.filters.list_error')}{' '}
          <button type="button" onClick={state.load} className="f-ln">
            {t('search.filters.list_retry')}
          </button>
        </p>
      )}
      {state.status === 'idle' && <MoreButton list={list}>{moreText}</MoreButton>}
    </details>
  )
}
