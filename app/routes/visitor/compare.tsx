/**
 * /properties/compare: up to 4 listings side by side (photo, price, administración,
 * monthly total, price per m², areas, estrato, rooms, parking, features), the best value
 * of each row highlighted (components/visitor/compare-table.tsx). Signed-in visitors see their
 * account's list; others the list kept in this browser (wi_compare cookie). Fewer than two:
 * "Se necesitan al menos 2 inmuebles para comparar". From two on it can be shared as a
 * read-only link (/s/{token}); signed out, sharing asks to sign in first and comes back here.
 */
import { useEffect } from 'react'
import { useRevalidator } from 'react-router'
import { useShellData } from '~/components/shell/shell-data'
import { ButtonLink } from '~/components/ui/button'
import { useToast } from '~/components/ui/toast'
import { CompareTable } from '~/components/visitor/compare-table'
import { ShareShortlist } from '~/components/visitor/share-shortlist'
import { mergeLocalCompare, readLocalCompare, toggleCompare, useVisitorState } from '~/components/visitor/visitor-store'
import { translate } from '#i18n'
import { useT } from '~/lib/i18n'
import { readCookie } from '#core/accounts'
import { COMPARE_LIMIT, COMPARE_MIN, comparisonPage } from '#core/visitor'
import { pageContext } from '#web/page'
import type { Route } from './+types/compare'
import { pageLocale } from '#web/page-address'

export async function loader({ request }: Route.LoaderArgs) {
  const ctx = await pageContext(request)
  const browserIds = (readCookie(request.headers.get('cookie'), 'wi_compare') ?? '').split(',').filter(Boolean)
  const page = await comparisonPage(ctx, browserIds)
  return { ...page, limit: COMPARE_LIMIT, min: COMPARE_MIN }
}

export function meta({ location }: Route.MetaArgs) {
  const locale = pageLocale(location)
  return [
    { title: `${translate(locale, 'visitor.compare.title')} | ${translate(locale, 'brand')}` },
    { name: 'robots', content: 'noindex' },
  ]
}

export default function ComparePage({ loaderData }: Route.ComponentProps) {
  const { items, local, limit, min, best } = loaderData
  const { t, href } = useT()
  const toast = useToast()
  const revalidator = useRevalidator()
  const signedIn = !!useShellData()?.user
  useVisitorState(signedIn)

  // A comparison built before signing in joins the account, then the page reloads its data.
  useEffect(() => {
    if (signedIn && readLocalCompare().length > 0)
      void mergeLocalCompare().then((merged) => {
        if (merged) void revalidator.revalidate()
      })
  }, [signedIn])

  const remove = async (id: string) => {
    const result = await toggleCompare(signedIn, id)
    if (result === 'removed') toast.success(t('toast.saved'))
    else toast.error(t('toast.save_error'))
    void revalidator.revalidate()
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-extrabold text-ink-900 sm:text-3xl">{t('visitor.compare.title')}</h1>
      <p className="mt-1 text-ink">{t('visitor.compare.intro', { limit })}</p>
      {local && items.length > 0 && <p className="mt-2 text-sm text-ink">{t('visitor.compare.local_note')}</p>}

      {items.length < min && (
        <div
          className="mt-6 rounded-xl border border-brand-600/40 bg-brand-50 p-5"
          role="status"
          data-testid="compare-min"
        >
          <p className="font-bold text-ink-900">{t('validation.compare_min')}</p>
          <p className="mt-1 text-sm text-ink">
            {items.length === 0 ? t('visitor.compare.empty') : t('errors.compare_not_enough')}
          </p>
          <ButtonLink to={href('/properties/search')} className="mt-4" size="sm">
            {t('visitor.compare.search')}
          </ButtonLink>
        </div>
      )}

      {items.length >= min && (
        <div className="mt-6">
          <ShareShortlist source="compare" propertyIds={items.map((item) => item.id)} />
        </div>
      )}

      {items.length > 0 && (
        <CompareTable
          items={items}
          best={best}
          caption={t('visitor.compare.title')}
          onRemove={(id) => void remove(id)}
          className="mt-6"
        />
      )}
    </div>
  )
}
