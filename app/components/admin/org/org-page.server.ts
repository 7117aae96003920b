/**
 * What every organisation page's loader and action starts with: the back-office guard for
 * its section, the service context, and turning the services' expected failures into
 * page answers (404/403 pages in loaders, field errors in actions).
 */
import { data } from 'react-router'
import { requireBackOffice } from '~/components/admin/back-office.server'
import { formFailure, formValues } from '~/components/account/action-result.server'
import { localeFromPath, translate, type Locale, type MessageKey } from '~/i18n'
import type { BackOfficeSection } from '#core/dashboard/back-office.policy'
import type { ServiceContext } from '#core/shared/context'
import { isAppError } from '#core/shared/errors'
import { decodeId, type IdKind } from '#core/shared/ids'
import { runtime } from '#core/shared/runtime'

export async function orgPage(request: Request, section: BackOfficeSection) {
  const office = await requireBackOffice(request, section)
  const locale: Locale = localeFromPath(new URL(request.url).pathname)
  const ctx: ServiceContext = { db: runtime().db, actor: office.actor, locale }
  return { office, ctx, locale }
}

/** The integer behind a path id, or the 404 page. */
export function pathIdOr404(kind: IdKind, value: string | undefined): number {
  const id = decodeId(kind, value)
  if (id == null) throw data({ message: 'errors.page_not_found' }, { status: 404 })
  return id
}

/** Runs a loader's service call; NOT_FOUND and FORBIDDEN become the matching error pages. */
export async function loadOr404<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (error) {
    if (isAppError(error) && (error.code === 'NOT_FOUND' || error.code === 'FORBIDDEN')) {
      throw data(
        { message: error.code === 'NOT_FOUND' ? 'errors.page_not_found' : 'errors.forbidden' },
        { status: error.status },
      )
    }
    throw error
  }
}

export interface OrgActionResult {
  ok?: boolean
  intent?: string
  message?: string
  errors?: Record<string, string>
  values?: Record<string, string>
}

/** An action's answer: success with a translated message, or the failure as field errors (422, 403, 404…). */
export async function runAction(
  locale: Locale,
  form: FormData,
  intent: string,
  run: () => Promise<unknown>,
  successKey: MessageKey,
  params?: Record<string, string>,
) {
  try {
    await run()
    return { ok: true, intent, message: translate(locale, successKey, params) } satisfies OrgActionResult
  } catch (error) {
    if (!isAppError(error)) throw error
    return formFailure(error, locale, formValues(form), intent)
  }
}

export function formString(form: FormData, name: string): string {
  const v = form.get(name)
  return typeof v === 'string' ? v : ''
}

export async function formFile(form: FormData, name: string): Promise<Uint8Array | null> {
  const file = form.get(name)
  if (!(file instanceof File) || file.size === 0) return null
  return new Uint8Array(await file.arrayBuffer())
}
