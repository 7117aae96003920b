/** A unit type's floor plan, as large as the screen allows, in a modal dialog (fetched on the click). */
import type { PublicProjectView } from '#core/projects'
import { useT } from '~/lib/i18n'
import { Dialog } from '../ui/dialog'

type Plan = NonNullable<PublicProjectView['unit_types'][number]['floor_plan']>

export default function FloorPlanDialog({
  open,
  onClose,
  name,
  plan,
}: {
  open: boolean
  onClose: () => void
  name: string
  plan: Plan
}) {
  const { t } = useT()
  const title = t('project_page.unit_types.plan_title', { name })
  return (
    <Dialog open={open} onClose={onClose} title={title} closeLabel={t('actions.close')} className="md:max-w-3xl">
      <img
        src={plan.url}
        srcSet={plan.srcset}
        sizes="(min-width: 48rem) 45rem, 100vw"
        alt={title}
        className="max-h-[75dvh] w-full rounded-lg bg-white object-contain"
        data-testid="floor-plan-large"
      />
    </Dialog>
  )
}
