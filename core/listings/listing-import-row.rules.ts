/**
 * One import row to a listing draft (ADR 0018): names and DANE codes become ids, Spanish words
 * become the API's values, and the listing form's own schema (ListingDraftSchema) judges every
 * value, so an import accepts exactly what the editor and the API accept. A field the file does
 * not have is left out (the listing keeps its value); an empty cell clears it. Errors carry the
 * file's column names.
 */
import { encodeId, toFieldErrors, slugify, type MessageRef } from '#core/shared'
import type { ImportRowProblem } from './import-cells.rules'
import { ListingDraftSchema, type ListingDraft } from './listing-admin.schemas'
import { MAX_FEATURES } from './listing-admin.constants'
import type { SectorIndex } from './listing-import-sector.rules'
import { decimal, list, readPlaceCells, STATUS_WORDS, YES_NO, type ImportStatus } from './import-cells.rules'
import {
  RENTAL_DOCUMENTS,
  RENTAL_GUARANTEES,
  type RentalDocument,
  type RentalGuarantee,
} from './rental-requirements.constants'

/** The whole numbers of a listing, read as the editor reads them. */
const WHOLE_NUMBER_FIELDS = ['stratum', 'bedrooms', 'bathrooms', 'parking', 'floor', 'age'] as const

/** The columns of a CSV import and the elements of an XML one (DESIGN §7 names). */
export const IMPORT_FIELDS = [
  'agency_code',
  'property_type',
  'business_type',
  'rent_price',
  'sale_price',
  'admin_price',
  'build_area',
  'private_area',
  'lot_area',
  ...WHOLE_NUMBER_FIELDS,
  'title',
  'description',
  'department',
  'municipality',
  'sector',
  'address',
  'lat',
  'lon',
  'features',
  'guarantees',
  'documents',
  'min_term_months',
  'pets_allowed',
  'furnished',
  'photo_urls',
  'status',
] as const

/** The names an import may use for the catalogue and places, slugified (`slugify`), to ids. */
export interface ImportReferences {
  types: Map<string, number>
  features: Map<string, number>
  departments: Map<string, number>
  /** By DANE code or slug; a name several departments share lists all of them. Departments likewise by code or slug. */
  municipalities: Map<string, { id: number; departmentId: number }[]>
  /** Each municipality's barrios (matchSector). */
  sectors: Map<number, SectorIndex>
}

export interface ImportRow {
  line: number
  agencyCode: string
  draft: ListingDraft
  /** Absent: the listing keeps its status (a new one is a draft). */
  status?: ImportStatus
  /** Absent: the listing keeps its photos. */
  photoUrls?: string[]
  /** The fields the record has (an XML listing may leave some out: the listing keeps those). */
  present: ReadonlySet<string>
  /** What the row should know, reported once it is imported (a barrio matched or left out). */
  warnings: ImportRowProblem[]
}

const SCHEMA_TO_FIELD: Record<string, string> = {
  property_type_id: 'property_type',
  department_id: 'department',
  municipality_id: 'municipality',
  sector_id: 'sector',
  feature_ids: 'features',
  photos: 'photo_urls',
}

/** The file's column for a field of the draft's errors (`rental_requirements.documents.0` is `documents`). */
export function importFieldOf(field: string): string {
  const rental = /^rental_requirements\.([a-z_]+)/.exec(field)
  if (rental) return rental[1]
  return SCHEMA_TO_FIELD[field] ?? field
}

const BUSINESS_WORDS: Record<string, string> = {
  rent: 'rent',
  arriendo: 'rent',
  arrendamiento: 'rent',
  sale: 'sale',
  venta: 'sale',
  'sale-rent': 'sale_rent',
  'arriendo-y-venta': 'sale_rent',
  'venta-y-arriendo': 'sale_rent',
}

/** Guarantees by their slug or the words agencies use (slugified). */
const GUARANTEE_WORDS: Record<string, RentalGuarantee> = {
  ...Object.fromEntries(RENTAL_GUARANTEES.map((g) => [g, g])),
  codeudor: 'fiador',
  'fiador-codeudor': 'fiador',
  'fiador-o-codeudor': 'fiador',
  'fiador-con-finca-raiz': 'fiador',
  'codeudor-con-finca-raiz': 'fiador',
  'poliza-de-arrendamiento': 'poliza',
  'poliza-de-arriendo': 'poliza',
  'seguro-de-arrendamiento': 'poliza',
  'deposito-en-dinero': 'deposito',
  'sin-garantia': 'none',
  'sin-fiador': 'none',
  'sin-fiador-ni-garantia': 'none',
  ninguna: 'none',
  ninguno: 'none',
}

/** Documents by their slug (`certificado_laboral`) or their Spanish name (Certificado laboral), slugified. */
const DOCUMENT_WORDS: Record<string, RentalDocument> = {
  ...Object.fromEntries(RENTAL_DOCUMENTS.map((d) => [d.replace(/_/g, '-'), d])),
  'copia-de-la-cedula': 'cedula',
  'copia-cedula': 'cedula',
  'desprendibles-de-nomina': 'desprendibles_nomina',
  'desprendibles-de-pago': 'desprendibles_nomina',
  desprendibles: 'desprendibles_nomina',
  extractos: 'extractos_bancarios',
  'declaracion-de-renta': 'declaracion_renta',
  'certificado-de-ingresos': 'certificado_ingresos',
  'certificado-de-ingresos-y-retenciones': 'certificado_ingresos',
  'camara-de-comercio': 'camara_comercio',
  'certificado-de-camara-de-comercio': 'camara_comercio',
  'referencias-personales': 'referencias',
  'referencias-comerciales': 'referencias',
  'referencias-personales-o-comerciales': 'referencias',
}

/**
 * The row's draft, or its problems (a row with any problem is not imported). `values` are the
 * record's cells by column; `customerId` is the importing agency (the draft's owner).
 */
export function importRowDraft(
  line: number,
  values: Record<string, string>,
  refs: ImportReferences,
  customerId: number,
): { row: ImportRow } | { problems: ImportRowProblem[] } {
  const problems: ImportRowProblem[] = []
  const warnings: ImportRowProblem[] = []
  const problem = (field: string, key: MessageRef['key'], params?: MessageRef['params']) =>
    problems.push({ field, message: { key, params } })
  const has = (field: string) => values[field] !== undefined
  const cell = (field: string) => (values[field] ?? '').trim()

  const agencyCode = cell('agency_code')
  if (!agencyCode) problem('agency_code', 'validation.required')

  const input: Record<string, unknown> = { customer_id: encodeId('customer', customerId) }
  for (const field of [
    'title',
    'description',
    'address',
    'rent_price',
    'sale_price',
    'admin_price',
    ...WHOLE_NUMBER_FIELDS,
  ] as const)
    if (has(field)) input[field] = cell(field)
  for (const field of ['build_area', 'private_area', 'lot_area', 'lat', 'lon'] as const)
    if (has(field)) input[field] = decimal(cell(field))
  input.agency_code = agencyCode

  const typeName = cell('property_type')
  const typeId = refs.types.get(slugify(typeName))
  if (!typeName) problem('property_type', 'validation.required')
  else if (!typeId) problem('property_type', 'admin.import.unknown_value', { value: typeName })
  else input.property_type_id = encodeId('propertyType', typeId)

  const business = BUSINESS_WORDS[slugify(cell('business_type'))]
  if (!cell('business_type')) problem('business_type', 'validation.required')
  else if (!business) problem('business_type', 'admin.import.unknown_value', { value: cell('business_type') })
  else input.business_type = business

  readPlaceCells(values, refs, input, problem, warnings)
  if (has('features')) {
    const names = list(cell('features'))
    const unknown = names.filter((n) => !refs.features.has(slugify(n)))
    if (unknown.length) problem('features', 'admin.import.unknown_value', { value: unknown.join(', ') })
    else if (names.length > MAX_FEATURES) problem('features', 'admin.import.too_many', { limit: MAX_FEATURES })
    else input.feature_ids = names.map((n) => encodeId('feature', refs.features.get(slugify(n))!))
  }

  // What a tenant must bring: only the members the file has (the others keep the listing's own).
  const rental: Record<string, unknown> = {}
  const words = <T>(field: string, known: Record<string, T>) => {
    const names = list(cell(field))
    const unknown = names.filter((n) => !Object.hasOwn(known, slugify(n)))
    if (unknown.length) problem(field, 'admin.import.unknown_value', { value: unknown.join(', ') })
    else rental[field] = [...new Set(names.map((n) => known[slugify(n)]))]
  }
  if (has('guarantees')) words('guarantees', GUARANTEE_WORDS)
  if (has('documents')) words('documents', DOCUMENT_WORDS)
  if (has('min_term_months')) rental.min_term_months = cell('min_term_months')
  for (const field of ['pets_allowed', 'furnished'] as const)
    if (has(field)) {
      const value = cell(field) ? YES_NO[slugify(cell(field))] : 'false'
      if (value) rental[field] = value
      else problem(field, 'admin.import.unknown_value', { value: cell(field) })
    }
  if (Object.keys(rental).length) input.rental_requirements = rental

  let status: ImportStatus | undefined
  if (has('status') && cell('status')) {
    status = STATUS_WORDS[slugify(cell('status'))]
    if (!status) problem('status', 'admin.import.unknown_value', { value: cell('status') })
  }
  const photoUrls = has('photo_urls') ? list(cell('photo_urls')) : undefined

  const parsed = ListingDraftSchema.safeParse(input)
  if (!parsed.success)
    for (const [field, messages] of Object.entries(toFieldErrors(parsed.error)))
      for (const message of messages) {
        const name = importFieldOf(field)
        // A name already reported as unknown is not reported twice.
        if (!problems.some((p) => p.field === name)) problems.push({ field: name, message })
      }
  if (problems.length || !parsed.success) return { problems }
  return {
    row: { line, agencyCode, draft: parsed.data, status, photoUrls, present: new Set(Object.keys(values)), warnings },
  }
}
