/**
 * New-homes projects side by side (never with listings): builder, municipality and barrio,
 * stage, delivery, price from, area and bedrooms ranges, estrato, VIS/VIP, amenities and
 * construction progress, the best value of each row highlighted as in the listings' table.
 */
import { deliveryDate, summaryParts } from '~/components/projects/project-format'
import { useT } from '~/lib/i18n'
import { PROJECT_COMPARE_ROWS, type ProjectCompareRowKey, type ProjectComparisonItem } from '#core/visitor/browser'
import { CompareGrid, type CompareGridRow, type CompareTableProps } from './compare-grid'

type Row = CompareGridRow<ProjectComparisonItem> & {
  key: ProjectCompareRowKey | 'builder' | 'place' | 'stage' | 'stratum' | 'vis'
}

const NO_SUMMARY = { price_from: null, bedrooms_min: null, bedrooms_max: null, area_min: null, area_max: null }

export function ProjectCompareTable(props: CompareTableProps<ProjectComparisonItem, ProjectCompareRowKey>) {
  const { t, locale } = useT()
  const none = t('visitor.compare.none')
  const label = (key: Row['key']) => t(`visitor.projects.rows.${key}`)
  const [price, bedrooms, area] = ['price_from', 'bedrooms', 'area'] as const
  // One part of the unit types' summary ("Desde $ X", "2–3 alcobas", "54–78 m²"), when stated.
  const part = (i: ProjectComparisonItem, keys: Array<keyof ProjectComparisonItem['summary']>) =>
    summaryParts(t, { ...NO_SUMMARY, ...Object.fromEntries(keys.map((k) => [k, i.summary[k]])) })[0] ?? none
  const rows: Row[] = [
    { key: 'builder', label: label('builder'), show: (i) => i.builder.name },
    { key: 'place', label: label('place'), show: (i) => [i.sector, i.municipality].filter(Boolean).join(', ') || none },
    { key: 'stage', label: label('stage'), show: (i) => t(`projects.stage.${i.stage}`) },
    {
      key: 'delivery',
      label: label('delivery'),
      show: (i) => deliveryDate(locale, i.delivery_year, i.delivery_month) ?? none,
    },
    { key: price, label: label(price), show: (i) => part(i, ['price_from']) },
    { key: area, label: label(area), show: (i) => part(i, ['area_min', 'area_max']) },
    { key: bedrooms, label: label(bedrooms), show: (i) => part(i, ['bedrooms_min', 'bedrooms_max']) },
    { key: 'stratum', label: label('stratum'), show: (i) => (i.stratum == null ? none : String(i.stratum)) },
    {
      key: 'vis',
      label: label('vis'),
      show: (i) =>
        [i.vis && t('project_page.vis'), i.vip && t('project_page.vip')].filter(Boolean).join(' · ') ||
        t('visitor.compare.no'),
    },
    {
      key: 'amenities',
      label: label('amenities'),
      show: (i) =>
        i.amenities.length ? (
          <ul className="flex flex-col gap-0.5">
            {i.amenities.map((a) => (
              <li key={a}>{a}</li>
            ))}
          </ul>
        ) : (
          none
        ),
    },
    {
      key: 'progress',
      label: label('progress'),
      show: (i) => t('visitor.projects.progress', { percent: i.progress_percent }),
    },
  ]
  return (
    <CompareGrid
      {...props}
      rows={rows}
      criteria={PROJECT_COMPARE_ROWS}
      column={(item) => ({
        to: item.url,
        photo: item.photo?.url ?? null,
        name: item.name,
        details: (
          <span className="block text-ink">{t('visitor.projects.by_builder', { builder: item.builder.name })}</span>
        ),
        removeLabel: t('visitor.projects.remove_item', { name: item.name }),
      })}
    />
  )
}
