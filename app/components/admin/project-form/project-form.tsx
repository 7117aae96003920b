/**
 * The back-office project form (new and edit): the project's details, its location (the listing
 * form's pickers and map pin), the sales room, the development's amenities and the unit types.
 * Field names are the API's paths, so a refusal's messages land beside their fields and what
 * was typed comes back.
 */
import { useState } from 'react'
import { Form, useNavigation } from 'react-router'
import { keyIn } from '#i18n'
import { MAX_AMENITIES, PROJECT_STAGES } from '#core/projects/browser'
import { useT } from '~/lib/i18n'
import { Button } from '../../ui/button'
import { Checkbox, Select, TextArea, TextField } from '../../ui/field'
import { FormActionBar, Panel } from '../page-header'
import { FeatureTicks } from '../listing-form/features-fields'
import { fieldReaders, type FieldsetProps, type Option } from '../listing-form/form-values'
import { LocationFields } from '../listing-form/location-fields'
import { UnitTypesFields } from './unit-types-fields'

/** The form's id: the editor's status buttons submit it, so a refusal sends back what was typed. */
export const PROJECT_FORM_ID = 'project-form'

interface Props extends FieldsetProps {
  /** Why the last submit was refused; shown beside the buttons. */
  message?: string
  departments: Option[]
  places: { municipalities: Option[]; sectors: Option[] }
  map: { tileUrl: string; attribution: string; lat: number; lon: number }
  amenities: Option[]
  isNew: boolean
}

export function ProjectForm({ values, errors, message, departments, places, map, amenities, isNew }: Props) {
  const { t, locale } = useT()
  const busy = useNavigation().state === 'submitting'
  const { v, err } = fieldReaders({ values, errors })
  const [ticked, setTicked] = useState<string[]>(Array.isArray(values.amenity_ids) ? values.amenity_ids : [])
  const field = (k: string) => ({
    name: k,
    label: t(keyIn('admin.projects.field', k)),
    defaultValue: v(k),
    error: err(k),
  })
  const month = (m: number) => new Date(2000, m - 1, 1).toLocaleString(locale, { month: 'long' })
  return (
    <Form method="post" id={PROJECT_FORM_ID} className="flex flex-col gap-4" noValidate>
      <Panel title={t('admin.projects.section.basics')}>
        <div className="grid gap-3 sm:grid-cols-3">
          <TextField {...field('name')} required containerClassName="sm:col-span-3" />
          <TextArea {...field('description')} rows={5} containerClassName="sm:col-span-3" />
          <Select {...field('stage')} placeholder={t('admin.projects.choose')} required>
            {PROJECT_STAGES.map((s) => (
              <option key={s} value={s}>
                {t(keyIn('projects.stage', s))}
              </option>
            ))}
          </Select>
          <Select {...field('delivery_month')} placeholder={t('admin.projects.choose')}>
            {Array.from({ length: 12 }, (_, i) => (
              <option key={i} value={i + 1}>
                {month(i + 1)}
              </option>
            ))}
          </Select>
          <TextField {...field('delivery_year')} inputMode="numeric" />
          <Select {...field('stratum')} placeholder={t('admin.projects.choose')}>
            {[1, 2, 3, 4, 5, 6].map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </Select>
          <TextField {...field('video_url')} type="url" containerClassName="sm:col-span-2" />
          {(['vis', 'vip'] as const).map((k) => (
            <Checkbox
              key={k}
              name={k}
              label={t(keyIn('admin.projects.field', k))}
              defaultChecked={v(k) === 'on'}
              error={err(k)}
            />
          ))}
        </div>
      </Panel>
      <LocationFields
        values={values}
        errors={errors}
        departments={departments}
        places={places}
        map={map}
        withAddress={false}
      />
      <Panel title={t('admin.projects.section.sales_room')}>
        <div className="grid gap-3 sm:grid-cols-3">
          <TextField {...field('sales_room.address')} containerClassName="sm:col-span-3" />
          <TextField {...field('sales_room.hours')} containerClassName="sm:col-span-2" />
          <TextField {...field('sales_room.phone')} type="tel" inputMode="tel" />
        </div>
      </Panel>
      <Panel title={t('admin.projects.section.amenities')}>
        <div className="grid grid-cols-2 gap-x-3 gap-y-1 sm:grid-cols-3">
          <FeatureTicks
            name="amenity_ids"
            items={amenities}
            features={ticked}
            onFeature={(id, on) => setTicked((cur) => (on ? [...cur, id] : cur.filter((x) => x !== id)))}
            featureLimitReached={ticked.length >= MAX_AMENITIES}
            labelClassName="flex min-h-7 items-center gap-2 text-sm"
            inputClassName="size-4 accent-ink"
          />
        </div>
        {err('amenity_ids') && <p className="mt-2 text-sm font-semibold text-red-700">{err('amenity_ids')}</p>}
      </Panel>
      <UnitTypesFields values={values} errors={errors} />
      <FormActionBar message={message}>
        <Button type="submit" name="intent" value="save" variant="primary" busy={busy} formNoValidate>
          {t(isNew ? 'admin.projects.action.save_draft' : 'admin.projects.action.save')}
        </Button>
      </FormActionBar>
    </Form>
  )
}
