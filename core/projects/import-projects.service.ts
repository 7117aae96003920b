/**
 * Bulk import of a builder's projects and unit types from a CSV file (issue 32 point 7,
 * docs/project-import.md), with the listing import's rules (ADR 0018): the file read by the
 * same reader, each project judged on its own (a bad project is reported on its lines and
 * skipped), what a kept project should know a warning, every project created, updated, unchanged
 * or failed once, `dry_run` writing nothing. Each project goes through the editor's use cases
 * (createProject, updateProject, publishProject), so it is checked, authorised (`projects.write`
 * in the builder) and audited the same way. The upsert key is the builder's own `code`, looked up
 * only among the builder's projects; a unit type is matched by its name within its project (kept
 * with its floor plan and price history), and those the file leaves out are removed.
 */
import {
  findImportOfKind,
  importReferences,
  importRowError,
  isUniqueViolation,
  listImportsOfKind,
  readImportFile,
  runRecordedImport,
  type ImportReport,
} from '#core/listings'
import { isAppError, notFound, slugify, type AppError, type ServiceContext } from '#core/shared'
import { builderForNewProject, createProject } from './create-project.service'
import { findProjectsByCodes, listAmenityIds, listUnitTypes, type ProjectRecord } from './project-admin.queries'
import { resolveProjectInput } from './project-draft.service'
import {
  columnOf,
  groupByCode,
  PROJECT_IMPORT_FIELDS,
  projectImportDraft,
  type ProjectImportRow,
} from './project-import-row.rules'
import { publishProject } from './project-status.service'
import { assertProjectBackOffice, projectPermitted } from './project.policy'
import type { ProjectPatch } from './project.schemas'
import { updateProject } from './update-project.service'

const CODE_KEY = { field: 'code', missing: { key: 'admin.projects.import.code_missing' } } as const

interface Parsed {
  customerId: number
  format: 'csv' | 'xml'
  rows: ProjectImportRow[]
  report: ImportReport
  total: number
}

/** The file read and each project judged on its own (nothing written): a 422 only when it cannot be read. */
async function parseProjects(ctx: ServiceContext, bytes: Uint8Array, customerId?: number | null): Promise<Parsed> {
  assertProjectBackOffice(ctx.actor, 'create')
  const builder = await builderForNewProject(ctx.db, ctx.actor!, customerId)
  const file = readImportFile(bytes, PROJECT_IMPORT_FIELDS, CODE_KEY)
  const refs = await importReferences(ctx.db)
  const report: ImportReport = {
    created: 0,
    updated: 0,
    unchanged: 0,
    failed: 0,
    unpublished: 0,
    errors: [],
    warnings: [],
  }
  report.warnings.push(...file.unknownFields.map((f) => importRowError(1, f, { key: 'admin.import.unknown_column' })))
  const groups = groupByCode(file.records.filter((r) => !r.problem))
  for (const r of file.records) if (r.problem) report.errors.push(importRowError(r.line, 'file', r.problem))
  const rows: ProjectImportRow[] = []
  for (const group of groups) {
    const result = projectImportDraft(group, refs, builder)
    if ('problems' in result) {
      report.failed++
      report.errors.push(...result.problems.map((p) => importRowError(p.line, p.field, p.message)))
    } else rows.push(result.row)
  }
  return { customerId: builder, format: file.format, rows, report, total: groups.length }
}

/** The row's draft as a patch of an existing project: unit types matched to its own by name. */
async function patchOf(ctx: ServiceContext, row: ProjectImportRow, existing: ProjectRecord): Promise<ProjectPatch> {
  const { customer_id: _customer, ...patch } = row.draft
  if (!patch.unit_types) return patch
  const byName = new Map((await listUnitTypes(ctx.db, existing.id)).map((u) => [slugify(u.name), u.id]))
  return { ...patch, unit_types: patch.unit_types.map((u) => ({ ...u, id: byName.get(slugify(u.name)) })) }
}

const same = (a: unknown, b: unknown) => (a ?? null) === (b ?? null)

/** Whether saving the patch would change the project (its fields, amenities or unit types). */
async function changes(ctx: ServiceContext, existing: ProjectRecord, patch: ProjectPatch): Promise<boolean> {
  const { values, amenityIds } = await resolveProjectInput(ctx.db, patch, existing)
  const record = existing as Record<string, unknown>
  if (Object.entries(values).some(([key, value]) => !same(record[key], value))) return true
  if (amenityIds && [...amenityIds].sort().join() !== (await listAmenityIds(ctx.db, existing.id)).join()) return true
  if (!patch.unit_types) return false
  const saved = await listUnitTypes(ctx.db, existing.id)
  if (saved.length !== patch.unit_types.length) return true
  return patch.unit_types.some((u, i) => {
    const s = saved[i]
    return (
      s.id !== u.id ||
      s.name !== u.name ||
      !same(s.builtArea, u.built_area) ||
      !same(s.privateArea, u.private_area) ||
      !same(s.bedrooms, u.bedrooms) ||
      !same(s.bathrooms, u.bathrooms) ||
      !same(s.parking, u.parking) ||
      !same(s.priceFrom, u.price_from) ||
      !same(s.unitsAvailable, u.units_available)
    )
  })
}

/** A use case's refusal on the row's lines and columns. */
function refusal(row: ProjectImportRow, error: AppError) {
  const fields = Object.entries(error.fields)
  if (!fields.length) return [importRowError(row.line, 'code', error.messageRef)]
  return fields.flatMap(([field, messages]) => {
    const at = columnOf(field, row)
    return messages.map((m) => importRowError(at.line, at.field, m))
  })
}

/** Writes (or, for a dry run, plans) one project; fills the report. */
async function importProject(
  ctx: ServiceContext,
  row: ProjectImportRow,
  existing: ProjectRecord | undefined,
  report: ImportReport,
  write: boolean,
) {
  const warnings = row.warnings.map((w) => importRowError(w.line, w.field, w.message))
  try {
    if (existing?.status === 'deleted') {
      report.failed++
      report.errors.push(importRowError(row.line, 'code', { key: 'admin.projects.import.project_deleted' }))
      return
    }
    let project = existing
    const patch = existing && (await patchOf(ctx, row, existing))
    const changed = patch ? await changes(ctx, existing, patch) : true
    const publish = row.status === 'published' && project?.status !== 'published'
    if (!write) {
      if (!existing) await resolveProjectInput(ctx.db, row.draft, null, row.draft.customer_id ?? undefined)
      report[!existing ? 'created' : changed || publish ? 'updated' : 'unchanged']++
      report.warnings.push(...warnings)
      return
    }
    if (!existing) project = await createProject(ctx, row.draft)
    else if (changed) project = await updateProject(ctx, existing.id, patch!)
    report[!existing ? 'created' : changed || publish ? 'updated' : 'unchanged']++
    report.warnings.push(...warnings)
    if (publish)
      await publishProject(ctx, { projectId: project!.id }).catch((error: unknown) => {
        if (!isAppError(error)) throw error
        report.warnings.push(
          importRowError(row.line, 'status', {
            key: 'admin.projects.import.publish_refused',
            params: { reason: [error.messageRef] },
          }),
        )
      })
  } catch (error) {
    report.failed++
    if (isUniqueViolation(error)) report.errors.push(importRowError(row.line, 'code', { key: 'projects.code_taken' }))
    else if (isAppError(error)) report.errors.push(...refusal(row, error))
    else throw error
  }
}

async function eachProject(ctx: ServiceContext, parsed: Parsed, write: boolean) {
  const existing = await findProjectsByCodes(
    ctx.db,
    parsed.customerId,
    parsed.rows.map((r) => r.code),
  )
  for (const row of parsed.rows) await importProject(ctx, row, existing.get(row.code), parsed.report, write)
  parsed.report.errors.sort((a, b) => a.line - b.line)
  parsed.report.warnings.sort((a, b) => a.line - b.line)
}

/** What importing the file would do, nothing written (`dry_run`). */
export async function previewProjectImport(
  ctx: ServiceContext,
  bytes: Uint8Array,
  options: { customerId?: number | null } = {},
): Promise<ImportReport & { total: number }> {
  const parsed = await parseProjects(ctx, bytes, options.customerId)
  await eachProject(ctx, parsed, false)
  return { ...parsed.report, total: parsed.total }
}

/** Imports the file within the request, recorded as an import job of kind `projects`. */
export async function importProjects(
  ctx: ServiceContext,
  bytes: Uint8Array,
  options: { fileName: string; customerId?: number | null },
) {
  const parsed = await parseProjects(ctx, bytes, options.customerId)
  const job = { kind: 'projects' as const, customerId: parsed.customerId, fileName: options.fileName }
  return runRecordedImport(ctx, { ...job, format: parsed.format, total: parsed.total }, parsed.report, () =>
    eachProject(ctx, parsed, true),
  )
}

/** The builder's latest project imports, newest first. */
export async function listProjectImports(ctx: ServiceContext, options: { customerId?: number | null } = {}) {
  assertProjectBackOffice(ctx.actor, 'create')
  return listImportsOfKind(ctx, 'projects', await builderForNewProject(ctx.db, ctx.actor!, options.customerId))
}

/** One project import, for the members who may write projects in its builder; 404 for any other. */
export async function getProjectImport(ctx: ServiceContext, id: number) {
  assertProjectBackOffice(ctx.actor, 'create')
  const job = await findImportOfKind(ctx, 'projects', id)
  if (!job || !projectPermitted(ctx.actor, 'create', job.customerId)) throw notFound()
  return job
}
