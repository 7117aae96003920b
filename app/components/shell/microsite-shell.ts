/**
 * The microsite contract. A route rendered inside the microsite layout shapes the header
 * and footer by returning a `shell` object from its loader:
 *
 *   export async function loader() {
 *     return { shell: { logoHeader: '/media/…/logo.webp', logoHeaderAlignment: 'center',
 *       hideMainMenu: true, micrositeRealstateName: 'Inmobiliaria Ejemplo',
 *       hideSubscriptionFooter: true } satisfies MicrositeShell, …rest }
 *   }
 *
 * The layout finds the deepest match whose loader data has `shell` (useMatches), so the
 * microsite route does not need to know how the header is drawn. Every field is optional.
 */
import { useMatches } from 'react-router'

export interface MicrositeShell {
  /** The agency's logo URL shown in the header instead of the portal logo. */
  logoHeader?: string | null
  logoHeaderAlignment?: 'left' | 'center'
  /** Hide the portal's links; a "back to the main site" link is shown instead. */
  hideMainMenu?: boolean
  micrositeRealstateName?: string | null
  /** Hide the footer's subscription block (microsites hide it by default). */
  hideSubscriptionFooter?: boolean
}

export function useMicrositeShell(): MicrositeShell | null {
  const matches = useMatches()
  for (let i = matches.length - 1; i >= 0; i--) {
    const data = matches[i].loaderData as { shell?: MicrositeShell } | undefined
    if (data && typeof data === 'object' && data.shell) return data.shell
  }
  return null
}
