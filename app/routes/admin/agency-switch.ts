/** POST /admin/agency: a portal-wide member chooses the agency the back-office shows. */
import { redirect } from 'react-router'
import { agencyCookie, requireBackOffice } from '~/routes/admin/back-office.server'
import { isPortalWide } from '#core/dashboard'
import { decodeId, encodeId } from '#core/shared'
import { safeReturnPath } from '#core/accounts/browser'
import type { Route } from './+types/agency-switch'
import { readForm } from '#web/page'

export async function action({ request }: Route.ActionArgs) {
  const office = await requireBackOffice(request)
  const form = await readForm(request)
  const back = safeReturnPath(String(form.get('back') ?? ''))
  const target = back?.startsWith('/admin') ? back.replace(/([?&])page=\d+&?/, '$1').replace(/[?&]$/, '') : '/admin'
  const id = isPortalWide(office.actor) ? decodeId('customer', String(form.get('agency') ?? '')) : null
  return redirect(target, { headers: { 'Set-Cookie': agencyCookie(id ? encodeId('customer', id) : null) } })
}

export function loader() {
  return redirect('/admin')
}
