/**
 * Sending one of the visitor's contact forms (a message to the agency, a visit request, a
 * campaign request) to the JSON API: busy while it runs; a 422 shows each field's first message
 * and "Por favor corrija los errores en el formulario"; a success remembers the contact
 * (contact_user_data cookie) and toasts the answer's message; any other failure toasts `failure`.
 */
import { useState, type FormEvent } from 'react'
import type { MessageKey } from '#i18n'
import { useT } from '~/lib/i18n'
import { apiFetch } from '~/lib/auth-client'
import { useToast } from '~/components/ui/toast'
import { type ContactData, writeContactCookie } from '~/components/visitor/consent'

export interface ContactPost<E> {
  /** The API path, without the language. */
  path: string
  /** The fields sent, besides the honeypot (read from the form). */
  body: Record<string, unknown>
  contact: ContactData
  /** The toast of a failure that is not the visitor's. */
  failure: MessageKey
  /** The toast of a success whose answer carries no message. */
  sent?: MessageKey
  /** The form's errors from each field's first message (default: those messages as they are). */
  invalid?: (messages: Record<string, string>) => E
  onSent: (message: string) => void
}

export function useContactPost<E extends object>() {
  const { t, locale } = useT()
  const toast = useToast()
  const [busy, setBusy] = useState(false)
  const [errors, setErrors] = useState<E>({} as E)

  async function post(event: FormEvent<HTMLFormElement>, request: ContactPost<E>) {
    event.preventDefault()
    if (busy) return
    setBusy(true)
    setErrors({} as E)
    const website = String(new FormData(event.currentTarget).get('website') ?? '')
    try {
      const res = await apiFetch(`${request.path}${locale === 'en' ? '?lang=en' : ''}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...request.body, website }),
      })
      if (res.status === 422) {
        const body = (await res.json()) as { errors?: Record<string, string[]> }
        const messages = Object.fromEntries(Object.entries(body.errors ?? {}).map(([k, m]) => [k, m[0]]))
        setErrors(request.invalid ? request.invalid(messages) : (messages as E))
        toast.error(t('errors.form_invalid'))
        return
      }
      if (!res.ok) throw new Error(String(res.status))
      const body = (await res.json()) as { msg?: string }
      writeContactCookie(request.contact)
      const message = body.msg ?? (request.sent ? t(request.sent) : '')
      toast.success(message)
      request.onSent(message)
    } catch {
      toast.error(t(request.failure))
    } finally {
      setBusy(false)
    }
  }

  return { busy, errors, setErrors, post }
}
