/**
 * The header's tools for a signed-in visitor: the compare dropdown and the user menu. Drawn by
 * the server in full; the browser fetches their code only on a signed-in visitor's page
 * (`deferredPart`), so an anonymous visitor's first load does not carry it.
 */
import { CompareDropdown } from '~/components/visitor/compare-dropdown'
import type { ShellUser } from '../shell/shell-data'
import { UserMenu } from './user-menu'

export default function SignedInTools({ user }: { user: ShellUser }) {
  return (
    <>
      <CompareDropdown user={user} />
      <UserMenu user={user} />
    </>
  )
}
