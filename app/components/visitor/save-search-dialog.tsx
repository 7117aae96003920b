/**
 * The dialog of "Guardar esta búsqueda" (save-search.tsx): a name and the alert frequency,
 * saved with POST /api/wiauth/searches. Fetched when a signed-in visitor reaches for the button.
 */
import { useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { apiFetch } from '~/lib/auth-client'
import { useT } from '~/lib/i18n'
import { Button } from '../ui/button'
import { Dialog } from '../ui/dialog'
import { Select, TextField } from '../ui/field'
import { useToast } from '../ui/toast'

const FREQUENCIES = ['immediately', 'daily', 'weekly', 'never'] as const

interface SaveSearchDialogProps {
  open: boolean
  onClose: () => void
  /** The current search's query string (with or without "?"). */
  query: string
  /** The name the dialog suggests when it opens. */
  defaultName: string
  kind: 'listings' | 'projects'
}

export default function SaveSearchDialog({ open, onClose, query, defaultName, kind }: SaveSearchDialogProps) {
  const { t, href, locale } = useT()
  const toast = useToast()
  const [name, setName] = useState(defaultName)
  const [frequency, setFrequency] = useState<(typeof FREQUENCIES)[number]>('daily')
  const [errors, setErrors] = useState<{ name?: string; frequency?: string; query?: string }>({})
  const [busy, setBusy] = useState(false)
  // Each opening starts with the suggested name kept or typed and no messages from the last attempt.
  const [openedAs, setOpenedAs] = useState(open)
  if (open !== openedAs) {
    setOpenedAs(open)
    if (open) {
      setName((n) => n || defaultName)
      setErrors({})
    }
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
      onClose()
    } catch {
      toast.error(t('toast.save_error'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog open={open} onClose={onClose} title={t('visitor.searches.dialog_title')} closeLabel={t('actions.close')}>
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
  )
}
