/**
 * Layout "microsite" (spec §2): header with the agency's logo (left or centre) and name,
 * no subscription block. The child route drives it through `shell` in its loader data;
 * the contract is documented in app/components/shell/microsite-shell.ts.
 */
import { Outlet } from 'react-router'
import { useMicrositeShell } from '~/components/shell/microsite-shell'
import { SiteFrame } from '~/components/shell/site-frame'
import { SiteError } from '~/components/shell/site-layout'

export default function MicrositeLayout() {
  const microsite = useMicrositeShell()
  return (
    <SiteFrame variant="microsite" microsite={microsite}>
      <Outlet />
    </SiteFrame>
  )
}

export function ErrorBoundary() {
  return <SiteError variant="microsite" />
}
