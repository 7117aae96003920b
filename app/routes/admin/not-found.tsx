/** Unknown /admin/* paths: a 404 inside the back-office frame (after the guard). */
import { data } from 'react-router'
import { requireBackOffice } from '~/routes/admin/back-office.server'
import type { Route } from './+types/not-found'

export async function loader({ request }: Route.LoaderArgs) {
  await requireBackOffice(request)
  throw data({ message: 'admin.not_found.title' }, { status: 404 })
}

export default function AdminNotFound() {
  return null
}
