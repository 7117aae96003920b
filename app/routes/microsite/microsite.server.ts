/**
 * The microsite loader's work (kept out of the browser bundle): the agency and its
 * listings from the microsite service, a 301 to the canonical address for stale or
 * missing name slugs, a 404 for unknown or malformed ids, and the header settings
 * (`shell`, see app/components/shell/microsite-shell.ts).
 */
import { siteOrigin, runtime } from '#core/shared'
import { redirect, type RouterContextProvider } from 'react-router'
import { getMicrosite } from '#core/agencies'
import type { MicrositeShell } from '~/components/shell/microsite-shell'
import { formInput } from '#web/input'
import { AgencyMessageSchema, sendMicrositeMessage } from '#core/leads'
import { anonymousContext } from '#web/context'
import { loadOr404, pathIdOr404, runForm, type FormResult } from '#web/page'
import { readPageForm } from '../page-form.server'
import { translate } from '#i18n'
import { requestMeta } from '#web/session.server'
import { pageLocale } from '#web/page-address'

export async function loadMicrositePage(request: Request, customerId: string | undefined) {
  const url = new URL(request.url)
  const locale = pageLocale(url)
  const env = runtime().env
  const page = Number(url.searchParams.get('page') ?? 1)
  const view = await loadOr404(() =>
    getMicrosite(
      anonymousContext(locale),
      {
        customerId,
        operationTypeId: url.searchParams.get('operation_type_id'),
        propertyType: url.searchParams.get('property_types'),
        page: Number.isFinite(page) ? page : 1,
      },
      translate(locale, 'microsite.whatsapp_text'),
    ),
  )
  const localPath = (locale === 'en' ? '/en' : '') + view.path
  // Client navigations fetch `{path}.data?_routes=…` (single fetch); compare the page's own path.
  const pagePath = url.pathname.replace(/\.data$/, '')
  if (pagePath !== localPath) {
    const query = new URLSearchParams(url.search)
    query.delete('_routes')
    const search = query.toString()
    throw redirect(localPath + (search ? `?${search}` : ''), 301)
  }

  const shell: MicrositeShell = {
    logoHeader: view.agency.logo,
    logoHeaderAlignment: view.agency.logoAlignment,
    hideMainMenu: view.agency.hideMainMenu,
    micrositeRealstateName: view.agency.name,
    hideSubscriptionFooter: view.agency.hideSubscriptionFooter,
  }
  const origin = siteOrigin()
  const pageQuery = view.meta.page > 1 ? `?page=${view.meta.page}` : ''
  return {
    shell,
    view,
    /** Spanish canonical path (filters are left out; the page number is kept). */
    canonicalPath: view.path + pageQuery,
    origin,
    brand: env.BRAND_NAME,
  }
}

/** The microsite's contact form: the message becomes a lead of the agency; field errors come back to the form. */
export async function micrositeContactAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  customerId: string | undefined,
) {
  const id = pathIdOr404('customer', customerId)
  const { ctx, form, values } = await readPageForm(request)
  return runForm(
    ctx.locale,
    () =>
      sendMicrositeMessage(ctx, id, formInput(AgencyMessageSchema, form), {
        ...requestMeta(request, context),
        clientId: null,
      }),
    () => ({ ok: true, message: translate(ctx.locale, 'visitor.message.sent') }) satisfies FormResult,
    { values, missing: 'page' },
  )
}
