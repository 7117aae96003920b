/**
 * "Guardar esta búsqueda" on the search page: a dialog asking a name and the alert
 * frequency (de inmediato, una vez al día, una vez a la semana, nunca), saved with POST
 * /api/wiauth/searches. Signed-out visitors are sent to sign in, which saves the search, and brought back.
 * The project search (/proyectos) saves a search of projects the same way (`kind="projects"`).
 * The dialog (save-search-dialog.tsx) is fetched when a visitor reaches for the button, so the
 * search page's first load carries only the button (ADR 0022).
 * Usage: <SaveSearchButton query={location.search} defaultName="Apartamentos en Envigado" />
 */
import { Suspense } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useShellData } from '~/components/shell/shell-data'
import { useT } from '~/lib/i18n'
import { signInToDo } from '~/lib/sign-in-link'
import { Button } from '../ui/button'
import { icon } from '../ui/icon'
import { lazyPart, useLazyOpen } from '../ui/lazy-part'
import { useToast } from '../ui/toast'

const IconBookmark = icon('M6 3h12v18l-6-4-6 4V3Z')

const saveDialog = lazyPart(() => import('./save-search-dialog'))

export interface SaveSearchButtonProps {
  /** The current search's query string (with or without "?"). */
  query: string
  /** A suggested name, e.g. the results heading. */
  defaultName?: string
  className?: string
  /** A search of listings (the default) or of new-homes projects. */
  kind?: 'listings' | 'projects'
}

export function SaveSearchButton({ query, defaultName = '', className, kind = 'listings' }: SaveSearchButtonProps) {
  const { t, href } = useT()
  const toast = useToast()
  const navigate = useNavigate()
  const location = useLocation()
  const signedIn = !!useShellData()?.user
  const { open, opened, show, warm, setOpen } = useLazyOpen(saveDialog.preload)

  const start = () => {
    if (!signedIn) {
      toast.show(t('visitor.searches.sign_in'))
      // Saved once signed in, under the suggested name (web/sign-in-intent.ts).
      void navigate(
        signInToDo(href('/login'), location.pathname + location.search, {
          kind: 'search',
          name: defaultName,
          query,
          projects: kind === 'projects',
        }),
      )
      return
    }
    void show()
  }
  const warmIfSignedIn = () => signedIn && warm()

  return (
    <>
      <Button
        variant="ghost"
        onClick={start}
        onPointerEnter={warmIfSignedIn}
        onFocus={warmIfSignedIn}
        onTouchStart={warmIfSignedIn}
        className={className}
        data-testid="save-search"
      >
        <IconBookmark className="size-5" />
        {t(kind === 'projects' ? 'visitor.searches.save_projects' : 'visitor.searches.save')}
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <saveDialog.Component
            open={open}
            onClose={() => setOpen(false)}
            query={query}
            defaultName={defaultName}
            kind={kind}
          />
        </Suspense>
      )}
    </>
  )
}
