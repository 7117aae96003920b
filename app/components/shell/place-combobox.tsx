/**
 * The home search box's place field (issue 14): a combobox (WAI-ARIA 1.2 pattern) that
 * suggests municipalities and barrios as the visitor types (GET /api/places/suggest), with
 * their listing counts. Choosing one fills hidden fields with its opaque ids; without a choice
 * (or without JavaScript) the typed text is sent as `place_q` and the server picks the best
 * match, or searches the words.
 */
import { useEffect, useId, useRef, useState } from 'react'
import { useT } from '~/lib/i18n'
import { controlClass } from '~/components/ui/field'

export interface PlaceChoice {
  name: string
  within: string
  department_id: string
  municipality_id: string
  sector_id: string | null
  listings: number
}

const DEBOUNCE_MS = 150

export function PlaceCombobox({ label }: { label: string }) {
  const { t, locale } = useT()
  const id = useId()
  const listId = `${id}-list`
  const [text, setText] = useState('')
  const [options, setOptions] = useState<PlaceChoice[]>([])
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [chosen, setChosen] = useState<PlaceChoice | null>(null)
  const [failed, setFailed] = useState(false)
  const abort = useRef<AbortController | null>(null)
  const closing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const input = useRef<HTMLInputElement>(null)

  // Words typed before the page's scripts ran are kept (the server's field was already usable).
  useEffect(() => {
    const typed = input.current?.value ?? ''
    if (typed) setText(typed)
  }, [])
  const count = new Intl.NumberFormat(locale)

  useEffect(() => {
    const q = text.trim()
    if (chosen || q.length < 2) {
      // An answer still on its way is for words no longer there.
      abort.current?.abort()
      setOptions([])
      return
    }
    const timer = setTimeout(() => {
      abort.current?.abort()
      const controller = (abort.current = new AbortController())
      fetch(`/api/places/suggest?q=${encodeURIComponent(q)}`, {
        signal: controller.signal,
        headers: { accept: 'application/json' },
      })
        .then((res) => (res.ok ? (res.json() as Promise<{ data: PlaceChoice[] }>) : Promise.reject(res.status)))
        .then((body) => {
          setOptions(body.data)
          setFailed(false)
          setActive(-1)
          setOpen(true)
        })
        .catch((error: unknown) => {
          if ((error as Error)?.name !== 'AbortError') setFailed(true)
        })
    }, DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [text, chosen])

  const pick = (option: PlaceChoice) => {
    const label = `${option.name}, ${option.within}`
    setChosen(option)
    setText(label)
    // The field is left to the browser (so words typed before the scripts ran stay): set it here.
    if (input.current) input.current.value = label
    setOpen(false)
  }
  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && options.length) {
      event.preventDefault()
      setOpen(true)
      setActive((i) => (i + 1) % options.length)
    } else if (event.key === 'ArrowUp' && options.length) {
      event.preventDefault()
      setActive((i) => (i <= 0 ? options.length - 1 : i - 1))
    } else if (event.key === 'Enter' && open && active >= 0) {
      event.preventDefault()
      pick(options[active])
    } else if (event.key === 'Escape') setOpen(false)
  }
  const showList = open && !chosen && text.trim().length >= 2
  const status = failed ? t('shell.home.place_error') : showList && !options.length ? t('shell.home.place_none') : ''

  return (
    <div className="relative flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-bold text-ink-900">
        {label}
      </label>
      <input
        ref={input}
        id={id}
        name={chosen ? undefined : 'place_q'}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={showList && options.length > 0}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
        aria-describedby={`${id}-hint`}
        placeholder={t('shell.home.place_placeholder')}
        defaultValue=""
        onChange={(e) => {
          setText(e.currentTarget.value)
          setChosen(null)
        }}
        onKeyDown={onKeyDown}
        maxLength={60}
        onFocus={() => {
          clearTimeout(closing.current)
          setOpen(true)
        }}
        onBlur={() => {
          closing.current = setTimeout(() => setOpen(false), 150)
        }}
        className={controlClass(undefined)}
        data-testid="place-input"
      />
      {chosen && (
        <>
          <input type="hidden" name="department_id" value={chosen.department_id} />
          <input type="hidden" name="municipality_id" value={chosen.municipality_id} />
          {chosen.sector_id && <input type="hidden" name="sector_id" value={chosen.sector_id} />}
        </>
      )}
      <p id={`${id}-hint`} className="sr-only">
        {t('shell.home.place_hint')}
      </p>
      {/* At most eight places (the API's limit), all shown: no inner scrolling, and the hero does not clip the list. */}
      <ul
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!showList || options.length === 0}
        className="absolute top-full right-0 left-0 z-30 mt-1 rounded-xl border border-ink/15 bg-white py-1 shadow-xl"
      >
        {options.map((option, i) => (
          <li
            key={`${option.municipality_id}.${option.sector_id ?? ''}`}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            onMouseDown={(e) => {
              e.preventDefault()
              pick(option)
            }}
            className={`flex cursor-pointer items-baseline justify-between gap-3 px-3 py-2 ${i === active ? 'bg-brand-50' : ''}`}
          >
            <span>
              <span className="font-semibold text-ink-900">{option.name}</span>
              <span className="text-ink">, {option.within}</span>
            </span>
            {option.listings > 0 && (
              <span className="shrink-0 text-sm text-ink">
                {option.listings === 1
                  ? t('shell.home.place_listings_one')
                  : t('shell.home.place_listings', { n: count.format(option.listings) })}
              </span>
            )}
          </li>
        ))}
      </ul>
      {/* Always in the page (an element that appears is often not read), shown only with a text. */}
      <p role="status" className={status ? 'text-sm text-ink' : 'sr-only'}>
        {status}
      </p>
    </div>
  )
}
