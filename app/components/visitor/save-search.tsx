/**
 * "Guardar esta búsqueda" on the search page: a dialog asking a name and the alert
 * frequency (de inmediato, una vez al día, una vez a la semana, nunca), saved with POST
 * /api/wiauth/searches. Signed-out visitors are sent to sign in, which saves the search, and brought back.
 * The project search (/proyectos) saves a search of projects the same way (`kind="projects"`).
 * Usage: <SaveSearchButton query={location.search} defaultName="Apartamentos en Envigado" />
 */
import { useState, type FormEvent } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { useShellData } from '~/components/shell/shell-data'
import { apiFetch } from '~/lib/auth-client'
import { useT } from '~/lib/i18n'
import { signInToDo } from '~/lib/sign-in-link'
import { Button } from '../ui/button'
import { Dialog } from '../ui/dialog'
import { Select, TextField } from '../ui/field'
import { icon } from '../ui/icon'
import { useToast } from '../ui/toast'

const IconBookmark = icon('M6 3h12v18l-6-4-6 4V3Z')

const FREQUENCIES = ['immediately', 'daily', 'weekly', 'never'] as const

export interface SaveSearchButtonProps {
  /** The current search's query string (with or without "?"). */
  query: string
  /** A suggested name, e.g. the results heading. */
  defaultName?: string
  className?: string
  /** A search of listings (the default) or of new-homes projects. */
  kind?: 'listings' | 'projects'
}

export function SaveSearchButton({ query, defaultName = '', className, kind = 'listings' }: SaveSearchButtonProps) {
  const { t, href, locale } = useT()
  const toast = useToast()
  const navigate = useNavigate()
  const location = useLocation()
  const signedIn = !!useShellData()?.user
  const [open, setOpen] = useState(false)
  const [name, setName] = useState(defaultName)
  const [frequency, setFrequency] = useState<(typeof FREQUENCIES)[number]>('daily')
  const [errors, setErrors] = useState<{ name?: string; frequency?: string; query?: string }>({})
  const [busy, setBusy] = useState(false)

  const start = () => {
    if (!signedIn) {
      toast.show(t('visitor.searches.sign_in'))
      // Saved once signed in, under the suggested name (web/sign-in-intent.ts).
      navigate(
        signInToDo(href('/login'), location.pathname + location.search, {
          kind: 'search',
          name: defaultName,
          query,
          projects: kind === 'projects',
        }),
      )
      return
    }
    setName((n) => n || defaultName)
    setErrors({})
    setOpen(true)
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    try {
      const res = await apiFetch(`/api/wiauth/searches${locale === 'en' ? '?lang=en' : ''}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name, query: query.replace(/^\?/, ''), frequency, kind }),
      })
      if (res.status === 422) {
        const body = (await res.json()) as { errors?: Record<string, string[]> }
        setErrors(Object.fromEntries(Object.entries(body.errors ?? {}).map(([k, v]) => [k, v[0]])))
        toast.error(t('errors.form_invalid'))
        return
      }
      if (!res.ok) throw new Error(String(res.status))
      // 200: these criteria were already saved; 201: saved now.
      toast.success(t(res.status === 200 ? 'visitor.searches.already_saved' : 'visitor.searches.saved'))
      setOpen(false)
    } catch {
      toast.error(t('toast.save_error'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <Button variant="ghost" onClick={start} className={className} data-testid="save-search">
        <IconBookmark className="size-5" />
        {t(kind === 'projects' ? 'visitor.searches.save_projects' : 'visitor.searches.save')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('visitor.searches.dialog_title')}
        closeLabel={t('actions.close')}
      >
        <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="save-search-form">
          <TextField
            label={t('visitor.searches.name')}
            hint={t('visitor.searches.name_hint')}
            name="name"
            required
            maxLength={80}
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={errors.name ?? errors.query}
          />
          <Select
            label={t('visitor.searches.frequency')}
            name="frequency"
            value={frequency}
            onChange={(e) => setFrequency(e.target.value as (typeof FREQUENCIES)[number])}
            error={errors.frequency}
          >
            {FREQUENCIES.map((f) => (
              <option key={f} value={f}>
                {t(`visitor.searches.frequencies.${f}`)}
              </option>
            ))}
          </Select>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <Link
              to={href('/user/panel/searches')}
              className="text-sm font-bold text-ink-900 underline underline-offset-2"
            >
              {t('visitor.searches.manage')}
            </Link>
            <Button type="submit" busy={busy} busyLabel={t('actions.sending')}>
              {t('actions.save')}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  )
}
