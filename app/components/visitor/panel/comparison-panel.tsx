/** The panel's comparison: the listings in it, each with its actions, and a link to the comparison page. */
import { Link } from 'react-router'
import { ButtonLink } from '~/components/ui/button'
import { Thumb } from '~/components/ui/thumb'
import { ListingActions, PROJECT_COMPARE_PATH } from '~/components/visitor/listing-actions'
import { useT } from '~/lib/i18n'
import type { ComparisonItem } from '#core/visitor'
import { EmptyPanel } from './empty-panel'

export function ComparisonPanel({ items }: { items: ComparisonItem[] }) {
  const { t, href } = useT()
  return (
    <div>
      {items.length === 0 ? (
        <EmptyPanel text={t('visitor.compare.empty')} />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {items.map((i) => (
            <li key={i.id} className="flex items-center gap-3 rounded-xl border border-ink/10 bg-white p-3 shadow-sm">
              <Thumb src={i.photo} format="row" />
              <div className="min-w-0 flex-1">
                <Link to={i.path} className="block truncate font-bold text-ink-900 hover:underline">
                  {i.municipalityName
                    ? t('visitor.compare.item', { type: i.typeName, municipality: i.municipalityName })
                    : i.typeName}
                </Link>
                <p className="text-sm text-ink">{t('visitor.compare.code', { code: i.code })}</p>
              </div>
              <ListingActions propertyId={i.id} variant="card" />
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <ButtonLink to={href('/properties/compare')}>{t('visitor.compare.go')}</ButtonLink>
        <ButtonLink to={href(PROJECT_COMPARE_PATH)} variant="secondary">
          {t('visitor.projects.compare_go')}
        </ButtonLink>
      </div>
    </div>
  )
}
