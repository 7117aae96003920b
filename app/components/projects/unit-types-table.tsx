/**
 * The unit types (tipologías) of a project: a table on wide screens; below `lg` each row reads
 * as a card whose cells name their column (the roles keep it a table for assistive
 * technology). A floor plan opens larger in a dialog fetched on the click.
 */
import type { PublicProjectView } from '#core/projects'
import { formatCop } from '#core/shared/browser'
import type { MessageKey } from '#i18n'
import { useT } from '~/lib/i18n'
import { formatArea } from '../listing/format'
import { DialogButton } from '../visitor/lead-buttons'
import { lazyPart } from '../ui/lazy-part'
import { TitledSection } from '../ui/titled-section'

const planDialog = lazyPart(() => import('./floor-plan-dialog'))

type UnitType = PublicProjectView['unit_types'][number]

type Area = (built: number | null, own: number | null) => string

/** Each column: its name, a shorter heading for the table's narrow columns, and the cell. */
const COLUMNS: Array<[MessageKey, MessageKey | null, (u: UnitType, area: Area) => string]> = [
  ['project_page.unit_types.areas', null, (u, area) => area(u.built_area, u.private_area)],
  ['project_page.unit_types.bedrooms', null, (u) => String(u.bedrooms ?? '—')],
  ['project_page.unit_types.bathrooms', null, (u) => String(u.bathrooms ?? '—')],
  ['project_page.unit_types.parking', 'project_page.unit_types.parking_short', (u) => String(u.parking ?? '—')],
  ['project_page.unit_types.price_from', null, (u) => (u.price_from != null ? formatCop(u.price_from) : '—')],
  [
    'project_page.unit_types.units_available',
    'project_page.unit_types.units_short',
    (u) => String(u.units_available ?? '—'),
  ],
]

const cellClass =
  'flex justify-between gap-3 px-4 py-1 before:font-semibold before:text-ink before:content-[attr(data-label)] lg:table-cell lg:px-1.5 lg:py-3 lg:text-right lg:whitespace-nowrap lg:before:content-none'

export function UnitTypesTable({ unitTypes }: { unitTypes: UnitType[] }) {
  const { t } = useT()
  const area = (built: number | null, own: number | null) =>
    t('project_page.unit_types.areas_value', {
      built: built != null ? formatArea(built) : '—',
      own: own != null ? formatArea(own) : '—',
    })
  return (
    <TitledSection id="unit-types-title" title={t('project_page.unit_types.title')} className="mt-10">
      {unitTypes.length === 0 ? (
        <p className="mt-2 text-ink">{t('project_page.unit_types.none')}</p>
      ) : (
        <table role="table" className="mt-3 block w-full text-ink-900 lg:table" data-testid="unit-types">
          <thead role="rowgroup" className="sr-only lg:not-sr-only lg:table-header-group">
            <tr role="row" className="border-b border-ink/20 text-left text-xs text-ink">
              <th role="columnheader" scope="col" className="px-1.5 py-2 align-bottom font-bold">
                {t('project_page.unit_types.name')}
              </th>
              {COLUMNS.map(([key, short]) => (
                <th key={key} role="columnheader" scope="col" className="px-1.5 py-2 text-right align-bottom font-bold">
                  {short ? (
                    <abbr title={t(key)} className="no-underline">
                      {t(short)}
                    </abbr>
                  ) : (
                    t(key)
                  )}
                </th>
              ))}
              <th role="columnheader" scope="col" className="px-1.5 py-2 text-right align-bottom font-bold">
                {t('project_page.unit_types.floor_plan')}
              </th>
            </tr>
          </thead>
          <tbody role="rowgroup" className="flex flex-col gap-3 lg:table-row-group">
            {unitTypes.map((u) => (
              <tr
                key={u.id}
                role="row"
                className="flex flex-col rounded-xl border border-ink/15 py-2 lg:table-row lg:rounded-none lg:border-0 lg:border-b lg:py-0"
              >
                <th
                  role="rowheader"
                  scope="row"
                  className="px-4 pb-1 text-left text-lg font-extrabold lg:px-1.5 lg:text-base"
                >
                  {u.name}
                </th>
                {COLUMNS.map(([key, , value]) => (
                  <td key={key} role="cell" data-label={t(key)} className={cellClass}>
                    {value(u, area)}
                  </td>
                ))}
                <td role="cell" className="px-4 pt-2 lg:px-1.5 lg:py-2 lg:text-right">
                  {u.floor_plan ? (
                    <FloorPlanButton name={u.name} plan={u.floor_plan} />
                  ) : (
                    <span className="text-sm text-ink">{t('project_page.unit_types.no_plan')}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </TitledSection>
  )
}

function FloorPlanButton({ name, plan }: { name: string; plan: NonNullable<UnitType['floor_plan']> }) {
  const { t } = useT()
  const label = t('project_page.unit_types.show_plan', { name })
  return (
    <DialogButton
      preload={planDialog.preload}
      testId="open-floor-plan"
      ariaLabel={label}
      className="inline-flex items-center gap-2 rounded-lg border border-ink/25 bg-white p-1 pr-3 text-sm font-bold lg:pr-1 hover:border-ink focus-visible:outline-3 focus-visible:outline-ink"
      label={
        <>
          <img
            src={plan.url}
            alt=""
            width={56}
            height={42}
            loading="lazy"
            decoding="async"
            className="h-10 w-14 rounded object-contain"
          />
          <span className="lg:sr-only">{t('project_page.unit_types.floor_plan')}</span>
        </>
      }
      dialog={(open, onClose) => <planDialog.Component open={open} onClose={onClose} name={name} plan={plan} />}
    />
  )
}
