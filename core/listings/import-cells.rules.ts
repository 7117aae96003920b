/**
 * How an import file's cells are read, whatever the file imports (listings, ADR 0018; projects,
 * docs/project-import.md): yes/no and status words as a spreadsheet writes them, numbers as Excel
 * in Colombia writes them, `|` lists, DANE codes Excel shortened, and the place columns
 * (department, municipality, sector) turned into ids with the same rules and warnings.
 */
import { encodeId, slugify, type MessageRef } from '#core/shared'
import { matchSector } from './listing-import-sector.rules'
import type { ImportReferences } from './listing-import-row.rules'

export type ImportStatus = 'draft' | 'published'

export interface ImportRowProblem {
  field: string
  message: MessageRef
}

export const STATUS_WORDS: Record<string, ImportStatus> = {
  draft: 'draft',
  borrador: 'draft',
  published: 'published',
  publicado: 'published',
  publicada: 'published',
}

/** Yes or no as a spreadsheet writes it; an empty cell is no. */
export const YES_NO: Record<string, 'true' | 'false'> = {
  si: 'true',
  s: 'true',
  yes: 'true',
  true: 'true',
  verdadero: 'true',
  x: 'true',
  '1': 'true',
  no: 'false',
  n: 'false',
  false: 'false',
  falso: 'false',
  '0': 'false',
}

export const list = (value: string) =>
  value
    .split('|')
    .map((item) => item.trim())
    .filter(Boolean)

/** A DANE code whose leading zero Excel dropped (`5001` for Medellín's `05001`); names pass as they are. */
export function daneCode(value: string, digits: number): string {
  return /^\d+$/.test(value) && value.length === digits - 1 ? `0${value}` : value
}

/** A number as Excel in Colombia writes it: `1.234,5` or `1234.5`; the schema judges the rest. */
export function decimal(value: string): string {
  const v = value.trim()
  return v.includes(',') ? v.replace(/\./g, '').replace(',', '.') : v
}

/**
 * The department, municipality and sector columns the record has, as ids in `input` (an empty
 * cell clears it): an unknown or ambiguous name is a problem; a barrio never is (the closest one
 * the catalogue knows, or none, with a warning).
 */
export function readPlaceCells(
  values: Record<string, string>,
  refs: ImportReferences,
  input: Record<string, unknown>,
  problem: (field: string, key: MessageRef['key'], params?: MessageRef['params']) => void,
  warnings: ImportRowProblem[],
) {
  const has = (field: string) => values[field] !== undefined
  const cell = (field: string) => (values[field] ?? '').trim()
  let departmentId: number | null | undefined
  if (has('department')) {
    const name = daneCode(cell('department'), 2)
    departmentId = name ? (refs.departments.get(name) ?? refs.departments.get(slugify(name)) ?? null) : null
    if (name && !departmentId) problem('department', 'admin.import.unknown_value', { value: name })
    else input.department_id = departmentId ? encodeId('department', departmentId) : ''
  }
  let municipalityId: number | null | undefined
  if (has('municipality')) {
    const name = daneCode(cell('municipality'), 5)
    const found = name ? (refs.municipalities.get(name) ?? refs.municipalities.get(slugify(name)) ?? []) : []
    const matching = departmentId ? found.filter((m) => m.departmentId === departmentId) : found
    if (name && !found.length) problem('municipality', 'admin.import.unknown_value', { value: name })
    else if (name && matching.length !== 1)
      problem(
        'municipality',
        matching.length ? 'admin.import.ambiguous_municipality' : 'admin.properties.municipality_mismatch',
      )
    else {
      municipalityId = matching[0]?.id ?? null
      input.municipality_id = municipalityId ? encodeId('municipality', municipalityId) : ''
    }
  }
  if (has('sector')) {
    const name = cell('sector')
    const match = name && municipalityId ? matchSector(name, refs.sectors.get(municipalityId)) : null
    input.sector_id = match && match.kind !== 'none' ? encodeId('sector', match.sector.id) : ''
    const warn = (key: MessageRef['key'], params: MessageRef['params']) =>
      warnings.push({ field: 'sector', message: { key, params } })
    if (name && !municipalityId) warn('admin.import.sector_needs_municipality', { value: name })
    else if (match?.kind === 'close') warn('admin.import.sector_matched', { value: name, match: match.sector.name })
    else if (match?.kind === 'none') warn('admin.import.sector_unknown', { value: name })
  }
}
