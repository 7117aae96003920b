/**
 * A project's unit types (tipologías) as repeatable rows: add and remove in the browser, each
 * row's inputs named by its position (`unit_types.0.name`), as the API's body and its field
 * errors name them. A saved unit type keeps its id (hidden), so saving updates it.
 */
import { useState } from 'react'
import { useT } from '~/lib/i18n'
import { keyIn } from '#i18n'
import { MAX_UNIT_TYPES } from '#core/projects/browser'
import { Button } from '../../ui/button'
import { TextField } from '../../ui/field'
import { Panel } from '../page-header'
import { fieldReaders, type FieldsetProps } from '../listing-form/form-values'

const FIELDS = [
  ['name', 'text'],
  ['built_area', 'decimal'],
  ['private_area', 'decimal'],
  ['bedrooms', 'numeric'],
  ['bathrooms', 'numeric'],
  ['parking', 'numeric'],
  ['price_from', 'numeric'],
  ['units_available', 'numeric'],
] as const

type Row = { key: string; index: number | null }

/** The rows the values hold (`unit_types.N.*`), in order. */
function rowsOf(values: FieldsetProps['values']): Row[] {
  const found = new Set<number>()
  for (const k of Object.keys(values)) {
    const m = /^unit_types\.(\d+)\./.exec(k)
    if (m) found.add(Number(m[1]))
  }
  return [...found].sort((a, b) => a - b).map((index) => ({ key: `saved-${index}`, index }))
}

export function UnitTypesFields(fieldset: FieldsetProps) {
  const { t } = useT()
  const { v, err } = fieldReaders(fieldset)
  const [rows, setRows] = useState<Row[]>(() => {
    const saved = rowsOf(fieldset.values)
    return saved.length ? saved : [{ key: 'new-0', index: null }]
  })
  const [added, setAdded] = useState(1)
  const add = () => {
    setRows((cur) => [...cur, { key: `new-${added}`, index: null }])
    setAdded((n) => n + 1)
  }
  return (
    <Panel title={t('admin.projects.section.unit_types')}>
      {err('unit_types') && (
        <p role="alert" className="mb-2 text-sm font-semibold text-red-700">
          {err('unit_types')}
        </p>
      )}
      {rows.length === 0 && <p className="mb-3 text-ink">{t('admin.projects.unit.empty')}</p>}
      <ol className="flex flex-col gap-3">
        {rows.map((row, i) => {
          // What the row was drawn with (its saved or typed index); its inputs are named by its place now.
          const was = (k: string) => (row.index === null ? '' : v(`unit_types.${row.index}.${k}`))
          const name = (k: string) => `unit_types.${i}.${k}`
          return (
            <li key={row.key} className="rounded-xl border border-ink/15 p-3">
              <fieldset>
                <legend className="mb-2 flex w-full items-center justify-between gap-2 font-bold text-ink-900">
                  {t('admin.projects.unit.row', { n: i + 1 })}
                </legend>
                {was('id') && <input type="hidden" name={name('id')} value={was('id')} />}
                <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
                  {FIELDS.map(([k, mode]) => (
                    <TextField
                      key={k}
                      name={name(k)}
                      label={t(keyIn('admin.projects.unit', k))}
                      defaultValue={was(k)}
                      inputMode={mode === 'text' ? undefined : mode}
                      error={err(name(k))}
                      containerClassName={k === 'name' ? 'col-span-2' : undefined}
                    />
                  ))}
                </div>
                <Button
                  size="sm"
                  variant="ghost"
                  className="mt-2"
                  onClick={() => setRows((cur) => cur.filter((r) => r.key !== row.key))}
                >
                  {t('admin.projects.unit.remove', { n: i + 1 })}
                </Button>
              </fieldset>
            </li>
          )
        })}
      </ol>
      <Button variant="secondary" className="mt-3" onClick={add} disabled={rows.length >= MAX_UNIT_TYPES}>
        {t('admin.projects.unit.add')}
      </Button>
    </Panel>
  )
}
