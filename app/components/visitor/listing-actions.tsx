/**
 * The favourite (heart) and compare buttons of a listing or of a new-homes project (`projectId`:
 * its own lists, never mixed with listings'), on result cards (`card`: two round icon buttons)
 * and on the listing or project page (`page`: two labelled buttons). Signed-out
 * visitors can compare (kept in the browser) and are sent to sign in for favourites, which
 * the sign-in then saves (web/sign-in-intent.ts).
 * Toasts: "Cambios guardados correctamente" / "Error al guardar los datos" (spec §8) and
 * "Límite alcanzado (máximo 4 elementos)" past the comparison limit.
 */
import { useEffect, useState, type MouseEvent, type ReactNode } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { IconCompare, IconHeart } from '~/components/shell/icons'
import { useShellData } from '~/components/shell/shell-data'
import type { MessageKey } from '#i18n'
import { useT } from '~/lib/i18n'
import { signInToDo } from '~/lib/sign-in-link'
import { buttonClass } from '../ui/button'
import { cn } from '../ui/cn'
import { IconToggle } from '../ui/icon-toggle'
import { useToast } from '../ui/toast'
import {
  COMPARE_LIMIT,
  listsOf,
  toggleCompare,
  toggleFavorite,
  useVisitorState,
  type ItemKind,
  type ToggleResult,
} from './visitor-store'

/** The comparison page of projects (routes/visitor/compare-projects.tsx). */
export const PROJECT_COMPARE_PATH = '/properties/compare/projects'

/** The card's buttons are drawn once the scripts run (search results): their texts, for the page to carry. */
export const CARD_ACTION_TEXTS = [
  'visitor.actions.favorite_add',
  'visitor.actions.favorite_remove',
  'visitor.actions.compare_add',
  'visitor.actions.compare_remove',
] as const satisfies MessageKey[]

export type ListingActionsProps = (
  | {
      /** The listing's opaque id (encodeId('property', id)). */
      propertyId: string
      projectId?: undefined
    }
  | {
      /** A project's opaque id: its heart and comparison, without the listing's contact buttons. */ projectId: string
      propertyId?: undefined
    }
) & {
  variant?: 'card' | 'page'
  /** The listing page's message and visit buttons (lead-buttons.tsx), drawn above the toggles: passed
   *  in by that page, so the result cards' code does not carry them. */
  leads?: ReactNode
}

export function ListingActions({ propertyId, projectId, variant = 'card', leads }: ListingActionsProps) {
  const id = projectId ?? propertyId
  const itemKind: ItemKind = projectId ? 'project' : 'property'
  const { t, href } = useT()
  const toast = useToast()
  const navigate = useNavigate()
  const location = useLocation()
  const signedIn = !!useShellData()?.user
  const state = useVisitorState(signedIn)
  const [busy, setBusy] = useState<'fav' | 'cmp' | null>(null)
  const lists = listsOf(state, itemKind)
  const isFavorite = lists.favorites.has(id)

  // The listing page counts one view (agency statistics, docs/statistics.md); the answer sets
  // the visitor's wi_id_client cookie when the browser has none, so the page itself stays cacheable.
  useEffect(() => {
    if (variant !== 'page' || !propertyId) return
    void fetch(`/api/properties/${encodeURIComponent(propertyId)}/views`, {
      method: 'POST',
      credentials: 'same-origin',
      keepalive: true,
    }).catch(() => undefined)
  }, [propertyId, variant])
  const inCompare = lists.compare.includes(id)

  const report = (result: ToggleResult, kind: 'fav' | 'cmp') => {
    if (result === 'added' || result === 'removed') toast.success(t('toast.saved'))
    else if (result === 'limit') toast.error(t('validation.limit_reached', { limit: COMPARE_LIMIT }))
    else if (result === 'sign-in') {
      toast.show(t(kind === 'fav' ? 'visitor.actions.favorite_sign_in' : 'errors.session_expired'))
      const back = location.pathname + location.search
      // The heart is pressed again once signed in (web/sign-in-intent.ts); the comparison is
      // kept in the browser and joins the account by itself.
      navigate(
        kind === 'fav'
          ? signInToDo(
              href('/login'),
              back,
              projectId ? { kind: 'favorite-project', projectId } : { kind: 'favorite', propertyId: id },
            )
          : `${href('/login')}?redirect=${encodeURIComponent(back)}`,
      )
    } else toast.error(t('toast.save_error'))
  }

  const onToggle = (kind: 'fav' | 'cmp') => async (e: MouseEvent) => {
    e.preventDefault()
    e.stopPropagation()
    if (busy) return
    setBusy(kind)
    report(await (kind === 'fav' ? toggleFavorite : toggleCompare)(signedIn, id, itemKind), kind)
    setBusy(null)
  }

  // The two toggles; pressed, their icon is filled (and tinted as each variant says).
  const toggles = [
    {
      kind: 'fav',
      pressed: isFavorite,
      Icon: IconHeart,
      testId: 'favorite-button',
      fill: '[&_path]:fill-current',
      label: t(isFavorite ? 'visitor.actions.favorite_remove' : 'visitor.actions.favorite_add'),
      text: isFavorite ? t('visitor.actions.favorite_remove') : t('shell.nav.favorites'),
      cardTint: 'text-red-500',
      pageTint: 'text-red-400',
      pageVariant: isFavorite ? 'secondary' : 'ghost',
    },
    {
      kind: 'cmp',
      pressed: inCompare,
      Icon: IconCompare,
      testId: 'compare-button',
      fill: '[&_rect]:fill-current',
      label: t(inCompare ? 'visitor.actions.compare_remove' : 'visitor.actions.compare_add'),
      text: inCompare ? t('visitor.actions.compare_in') : t('visitor.actions.compare_add'),
      cardTint: 'text-brand',
      pageTint: '',
      pageVariant: inCompare ? 'primary' : 'ghost',
    },
  ] as const

  if (variant === 'card') {
    // Pressed: a dark disc with the icon filled, so the state reads at a glance on any photo.
    const round = (pressed: boolean, pressedIcon: string) =>
      cn(
        'inline-flex size-11 items-center justify-center rounded-full shadow-md ring-1 transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ink disabled:opacity-60',
        pressed
          ? cn('bg-ink-900 ring-white hover:bg-ink-700', pressedIcon)
          : 'bg-white/95 text-ink-900 ring-ink/10 hover:bg-white',
      )
    return (
      <div className="flex gap-2" data-testid="listing-actions" data-property-id={id}>
        {toggles.map(({ kind, pressed, Icon, testId, fill, label, cardTint }) => (
          <IconToggle
            key={kind}
            pressed={pressed}
            label={label}
            onClick={onToggle(kind)}
            disabled={busy === kind}
            className={round(pressed, cn(cardTint, fill))}
            data-testid={testId}
          >
            <Icon className="size-5" />
          </IconToggle>
        ))}
      </div>
    )
  }

  return (
    <div className="flex flex-col gap-2" data-testid="listing-actions" data-property-id={id}>
      {leads}
      {/* Side by side when both labels fit whole (never cut short), one above the other otherwise. */}
      <div className="grid grid-cols-[repeat(auto-fit,minmax(9.5rem,1fr))] gap-2">
        {toggles.map(({ kind, pressed, Icon, testId, fill, text, pageTint, pageVariant }) => (
          <button
            key={kind}
            type="button"
            onClick={onToggle(kind)}
            disabled={busy === kind}
            aria-pressed={pressed}
            className={buttonClass(pageVariant, 'md', 'w-full px-3')}
            data-testid={testId}
          >
            <Icon className={cn('size-5 shrink-0', pressed && cn(pageTint, fill))} />
            <span>{text}</span>
          </button>
        ))}
      </div>
      {inCompare && (
        <Link
          to={href(projectId ? PROJECT_COMPARE_PATH : '/properties/compare')}
          className="text-center text-sm font-bold text-ink-900 underline underline-offset-2"
        >
          {t('visitor.actions.compare_go')} ({lists.compare.length})
        </Link>
      )}
    </div>
  )
}

/**
 * A result card's two buttons over its photo (listings' and projects' cards). They need the
 * page's scripts to do anything, so until they run (`hydrated`) only their look is drawn.
 */
export function CardActions({ hydrated, ...props }: ListingActionsProps & { hydrated: boolean }) {
  return hydrated ? (
    <div className="rc-act">
      <ListingActions {...props} variant="card" />
    </div>
  ) : (
    <div className="rc-act rc-pre" aria-hidden="true">
      <span />
      <span />
    </div>
  )
}
