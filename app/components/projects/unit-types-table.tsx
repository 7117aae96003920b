/**
 * The unit types (tipologías) of a project: a table on wide screens; below `md` each row reads
 * as a card whose cells name their column (the roles keep it a table for assistive
 * technology). A floor plan opens larger in a dialog fetched on the click.
 */
import type { PublicProjectView } from '#core/projects'
import { formatCop } from '#core/shared/browser'
import type { MessageKey } from '#i18n'
import { useT } from '~/lib/i18n'
import { formatArea } from '../listing/format'
import { DialogButton } from '../ui/dialog-button'
import { lazyPart } from '../ui/lazy-part'
import { TitledSection } from '../ui/titled-section'

const planDialog = lazyPart(() => import('./floor-plan-dialog'))

type UnitType = PublicProjectView['unit_types'][number]

const COLUMNS: Array<[MessageKey, (u: UnitType, area: (v: number) => string) => string]> = [
  ['project_page.unit_types.built_area', (u, area) => (u.built_area != null ? area(u.built_area) : '—')],
  ['project_page.unit_types.private_area', (u, area) => (u.private_area != null ? area(u.private_area) : '—')],
  ['project_page.unit_types.bedrooms', (u) => String(u.bedrooms ?? '—')],
  ['project_page.unit_types.bathrooms', (u) => String(u.bathrooms ?? '—')],
  ['project_page.unit_types.parking', (u) => String(u.parking ?? '—')],
  ['project_page.unit_types.price_from', (u) => (u.price_from != null ? formatCop(u.price_from) : '—')],
  ['project_page.unit_types.units_available', (u) => String(u.units_available ?? '—')],
]

const cellClass =
  'flex justify-between gap-3 px-4 py-1 before:font-semibold before:text-ink before:content-[attr(data-label)] md:table-cell md:px-3 md:py-3 md:text-right md:before:content-none'

export function UnitTypesTable({ unitTypes }: { unitTypes: UnitType[] }) {
  const { t } = useT()
  const area = (v: number) => t('project_page.summary.area', { value: formatArea(v) })
  return (
    <TitledSection id="unit-types-title" title={t('project_page.unit_types.title')} className="mt-10">
      {unitTypes.length === 0 ? (
        <p className="mt-2 text-ink">{t('project_page.unit_types.none')}</p>
      ) : (
        <table role="table" className="mt-3 block w-full text-ink-900 md:table" data-testid="unit-types">
          <thead role="rowgroup" className="sr-only md:not-sr-only md:table-header-group">
            <tr role="row" className="border-b border-ink/20 text-left text-xs tracking-wide text-ink uppercase">
              <th role="columnheader" scope="col" className="px-3 py-2 font-bold">
                {t('project_page.unit_types.name')}
              </th>
              {COLUMNS.map(([key]) => (
                <th key={key} role="columnheader" scope="col" className="px-3 py-2 text-right font-bold">
                  {t(key)}
                </th>
              ))}
              <th role="columnheader" scope="col" className="px-3 py-2 text-right font-bold">
                {t('project_page.unit_types.floor_plan')}
              </th>
            </tr>
          </thead>
          <tbody role="rowgroup" className="flex flex-col gap-3 md:table-row-group">
            {unitTypes.map((u) => (
              <tr
                key={u.id}
                role="row"
                className="flex flex-col rounded-xl border border-ink/15 py-2 md:table-row md:rounded-none md:border-0 md:border-b md:py-0"
              >
                <th
                  role="rowheader"
                  scope="row"
                  className="px-4 pb-1 text-left text-lg font-extrabold md:px-3 md:text-base"
                >
                  {u.name}
                </th>
                {COLUMNS.map(([key, value]) => (
                  <td key={key} role="cell" data-label={t(key)} className={cellClass}>
                    {value(u, area)}
                  </td>
                ))}
                <td role="cell" className="px-4 pt-2 md:px-3 md:py-2 md:text-right">
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
      className="inline-flex items-center gap-2 rounded-lg border border-ink/25 bg-white p-1 pr-3 text-sm font-bold hover:border-ink focus-visible:outline-3 focus-visible:outline-ink"
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
          {t('project_page.unit_types.floor_plan')}
        </>
      }
      dialog={(open, onClose) => <planDialog.Component open={open} onClose={onClose} name={name} plan={plan} />}
    />
  )
}
