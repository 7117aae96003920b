/**
 * A projects file (docs/project-import.md) to project drafts: a row per unit type, the project's
 * columns repeated on each and grouped by the builder's own `code`. Names and DANE codes become
 * ids with the listing import's cell rules (#core/listings), and the API's own schema
 * (ProjectDraftSchema) judges every value, so an import accepts what the editor and the API
 * accept. Each problem names the file's column and the line it is on: a project's columns the
 * first line of its group, a unit type's columns its own line.
 */
import {
  decimal,
  list,
  readPlaceCells,
  STATUS_WORDS,
  YES_NO,
  type ImportReferences,
  type ImportRowProblem,
} from '#core/listings'
import { encodeId, slugify, toFieldErrors, type MessageRef } from '#core/shared'
import { PROJECT_STAGES, type ProjectStage } from './project.constants'
import { ProjectDraftSchema, type ProjectDraft } from './project.schemas'

/** The project's columns, read from the first line of its group. */
export const PROJECT_COLUMNS = [
  'code',
  'name',
  'description',
  'department',
  'municipality',
  'sector',
  'stage',
  'delivery_year',
  'delivery_month',
  'stratum',
  'vis',
  'vip',
  'lat',
  'lon',
  'sales_room_address',
  'sales_room_hours',
  'sales_room_phone',
  'video_url',
  'amenities',
  'status',
] as const

/** A unit type's columns, one unit type a line. */
export const UNIT_TYPE_COLUMNS = [
  'unit_type',
  'built_area',
  'private_area',
  'bedrooms',
  'bathrooms',
  'parking',
  'price_from',
  'units_available',
] as const

export const PROJECT_IMPORT_FIELDS = [...PROJECT_COLUMNS, ...UNIT_TYPE_COLUMNS] as const

/** A project's records (its lines) as the file groups them. */
export interface ProjectRecords {
  code: string
  records: { line: number; values: Record<string, string> }[]
}

export interface ProjectImportRow {
  /** The first line of the project's group. */
  line: number
  code: string
  /** The lines of its unit types, in order. */
  unitLines: number[]
  draft: ProjectDraft
  status?: 'draft' | 'published'
  warnings: ProjectImportProblem[]
}

export type ProjectImportProblem = ImportRowProblem & { line: number }

const STAGE_WORDS: Record<string, ProjectStage> = {
  ...Object.fromEntries(PROJECT_STAGES.map((s) => [s.replace(/_/g, '-'), s])),
  'en-planos': 'sobre_planos',
  preventa: 'sobre_planos',
  'en-obra': 'en_construccion',
  construccion: 'en_construccion',
  'entrega-ya': 'entrega_inmediata',
  terminado: 'entrega_inmediata',
}

const SCHEMA_TO_COLUMN: Record<string, string> = {
  department_id: 'department',
  municipality_id: 'municipality',
  sector_id: 'sector',
  amenity_ids: 'amenities',
  'sales_room.address': 'sales_room_address',
  'sales_room.hours': 'sales_room_hours',
  'sales_room.phone': 'sales_room_phone',
}

/** A draft's error field as the file's column and line (`unit_types.1.price_from`: the second unit type's line). */
export function columnOf(field: string, row: { line: number; unitLines: number[] }): { line: number; field: string } {
  const unit = /^unit_types\.(\d+)\.([a-z_]+)/.exec(field)
  if (unit)
    return { line: row.unitLines[Number(unit[1])] ?? row.line, field: unit[2] === 'name' ? 'unit_type' : unit[2] }
  if (field === 'unit_types') return { line: row.line, field: 'unit_type' }
  return { line: row.line, field: SCHEMA_TO_COLUMN[field] ?? field }
}

/** The records of the file grouped by project code, in the order the codes first appear. */
export function groupByCode(records: { line: number; values: Record<string, string> }[]): ProjectRecords[] {
  const groups = new Map<string, ProjectRecords>()
  for (const record of records) {
    const code = (record.values.code ?? '').trim()
    const group = groups.get(code) ?? { code, records: [] }
    group.records.push(record)
    groups.set(code, group)
  }
  return [...groups.values()]
}

/**
 * One project's draft from its lines, or its problems (a project with any problem is not
 * imported). A project column that a later line of the group gives another value is a warning
 * (the first line's is kept).
 */
export function projectImportDraft(
  group: ProjectRecords,
  refs: ImportReferences,
  customerId: number,
): { row: ProjectImportRow } | { problems: ProjectImportProblem[] } {
  const [first] = group.records
  const problems: ProjectImportProblem[] = []
  const warnings: ProjectImportProblem[] = []
  const problem = (line: number, field: string, key: MessageRef['key'], params?: MessageRef['params']) =>
    problems.push({ line, field, message: { key, params } })
  const values = first.values
  const has = (field: string) => values[field] !== undefined
  const cell = (field: string) => (values[field] ?? '').trim()
  if (!group.code) problem(first.line, 'code', 'validation.required')
  for (const other of group.records.slice(1))
    for (const field of PROJECT_COLUMNS) {
      const value = (other.values[field] ?? '').trim()
      if (value && value !== cell(field))
        warnings.push({
          line: other.line,
          field,
          message: { key: 'admin.projects.import.value_differs', params: { line: first.line } },
        })
    }

  const input: Record<string, unknown> = { customer_id: encodeId('customer', customerId), code: group.code }
  for (const field of ['name', 'description'] as const) if (has(field)) input[field] = cell(field)
  if (has('video_url')) input.video_url = cell('video_url') || null
  // An empty cell clears the value; the schema judges the rest (not a number: "invalid").
  for (const field of ['delivery_year', 'delivery_month', 'stratum', 'lat', 'lon'] as const)
    if (has(field)) input[field] = cell(field) ? Number(decimal(cell(field))) : null
  const stage = STAGE_WORDS[slugify(cell('stage'))]
  if (!cell('stage')) problem(first.line, 'stage', 'validation.required')
  else if (!stage) problem(first.line, 'stage', 'admin.import.unknown_value', { value: cell('stage') })
  else input.stage = stage
  for (const field of ['vis', 'vip'] as const)
    if (has(field)) {
      const value = cell(field) ? YES_NO[slugify(cell(field))] : 'false'
      if (value) input[field] = value === 'true'
      else problem(first.line, field, 'admin.import.unknown_value', { value: cell(field) })
    }
  const room = { address: cell('sales_room_address'), hours: cell('sales_room_hours'), phone: cell('sales_room_phone') }
  if (has('sales_room_address') || has('sales_room_hours') || has('sales_room_phone')) input.sales_room = room
  const placeWarnings: ImportRowProblem[] = []
  readPlaceCells(values, refs, input, (field, key, params) => problem(first.line, field, key, params), placeWarnings)
  warnings.push(...placeWarnings.map((w) => ({ ...w, line: first.line })))
  if (has('amenities')) {
    const names = list(cell('amenities'))
    const unknown = names.filter((n) => !refs.features.has(slugify(n)))
    if (unknown.length) problem(first.line, 'amenities', 'admin.import.unknown_value', { value: unknown.join(', ') })
    else input.amenity_ids = names.map((n) => encodeId('feature', refs.features.get(slugify(n))!))
  }
  let status: ProjectImportRow['status']
  if (cell('status')) {
    status = STATUS_WORDS[slugify(cell('status'))]
    if (!status) problem(first.line, 'status', 'admin.import.unknown_value', { value: cell('status') })
  }

  const unitLines: number[] = []
  const units: Record<string, unknown>[] = []
  const seen = new Map<string, number>()
  for (const { line, values: unit } of group.records) {
    const name = (unit.unit_type ?? '').trim()
    if (!name) {
      // A line of the project's columns only (a project without unit types yet) is fine; other cells need a name.
      if (UNIT_TYPE_COLUMNS.some((c) => (unit[c] ?? '').trim())) problem(line, 'unit_type', 'validation.required')
      continue
    }
    const again = seen.get(slugify(name))
    if (again !== undefined) {
      problem(line, 'unit_type', 'admin.projects.import.repeated_unit_type', { line: again })
      continue
    }
    seen.set(slugify(name), line)
    const entry: Record<string, unknown> = { name }
    for (const field of UNIT_TYPE_COLUMNS.slice(1)) {
      const value = (unit[field] ?? '').trim()
      entry[field] = value ? Number(decimal(value)) : null
    }
    unitLines.push(line)
    units.push(entry)
  }
  if (units.length) input.unit_types = units

  const row = { line: first.line, unitLines }
  const parsed = ProjectDraftSchema.safeParse(input)
  if (!parsed.success)
    for (const [field, messages] of Object.entries(toFieldErrors(parsed.error)))
      for (const message of messages) {
        const at = columnOf(field, row)
        // A value already reported (unknown) is not reported twice.
        if (!problems.some((p) => p.field === at.field && p.line === at.line)) problems.push({ ...at, message })
      }
  if (problems.length || !parsed.success) return { problems }
  return { row: { ...row, code: group.code, draft: parsed.data, status, warnings } }
}
