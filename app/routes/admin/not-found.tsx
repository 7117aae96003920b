/** Unknown /admin/* paths: a 404 inside the back-office frame (after the guard). */
import { notFoundPage } from '#web/page'
import { requireBackOffice } from '~/routes/admin/back-office.server'
import type { Route } from './+types/not-found'

export async function loader({ request }: Route.LoaderArgs) {
  await requireBackOffice(request)
  throw notFoundPage('admin.not_found.title')
}

export default function AdminNotFound() {
  return null
}
