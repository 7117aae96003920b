/** The floor plan of each saved unit type: the image, and a form to upload (or replace) it. */
import { Form, useNavigation } from 'react-router'
import { useT } from '~/lib/i18n'
import { Button } from '../../ui/button'
import { Panel } from '../page-header'
import { FILE_INPUT } from './file-input'

interface UnitType {
  id: string
  name: string
  floor_plan: { url: string; srcset: string } | null
}

export function FloorPlansPanel({
  unitTypes,
  canEdit,
  error,
}: {
  unitTypes: UnitType[]
  canEdit: boolean
  /** The refused upload: its unit type and why. */
  error?: { id?: string; message?: string }
}) {
  const { t } = useT()
  const busy = useNavigation().state === 'submitting'
  if (!unitTypes.length) return null
  return (
    <Panel title={t('admin.projects.section.floor_plans')}>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {unitTypes.map((u) => (
          <li key={u.id} className="flex flex-col gap-2 rounded-xl border border-ink/15 p-3">
            <h3 className="font-bold text-ink-900">{u.name}</h3>
            {u.floor_plan ? (
              <img
                src={u.floor_plan.url}
                srcSet={u.floor_plan.srcset}
                sizes="320px"
                alt={t('admin.projects.floor_plan.alt', { name: u.name })}
                className="aspect-[4/3] w-full rounded-lg bg-ink/5 object-contain"
                loading="lazy"
              />
            ) : (
              <p className="text-sm text-ink">{t('admin.projects.floor_plan.none')}</p>
            )}
            {canEdit && (
              <Form method="post" encType="multipart/form-data" className="flex flex-col gap-2">
                <input type="hidden" name="unit_type_id" value={u.id} />
                <label className="text-sm font-semibold">
                  {t('admin.projects.floor_plan.label', { name: u.name })}
                  <input
                    type="file"
                    name="floor_plan"
                    accept="image/jpeg,image/png,image/webp,image/avif"
                    required
                    className={FILE_INPUT}
                  />
                </label>
                {error?.id === u.id && error.message && (
                  <p role="alert" className="text-sm font-semibold text-red-700">
                    {error.message}
                  </p>
                )}
                <Button type="submit" name="intent" value="floor_plan" size="sm" variant="secondary" busy={busy}>
                  {t('admin.projects.floor_plan.upload')}
                </Button>
              </Form>
            )}
          </li>
        ))}
      </ul>
    </Panel>
  )
}
