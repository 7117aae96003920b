/**
 * /api/admin/properties/import: bulk import of the agency's listings (ADR 0018,
 * docs/listing-import.md). Multipart field `file` (CSV or XML); `?dry_run=1` validates and
 * says what would happen without writing; `?unpublish_missing=1` unpublishes the agency's
 * coded listings the file leaves out. An import answers with its report when it ends within
 * IMPORT_WAIT_MS, else 202 with the job, whose progress is read at
 * /api/admin/properties/imports/{id}, and its report as CSV at .../{id}/report.csv. Each row read is
 * created, updated, unchanged or failed; `errors` say why a row failed, `warnings` what a kept row
 * should know. Permissions as for creating listings.
 */
import { createRoute, z } from '@hono/zod-openapi'
import type { Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import {
  getListingImport,
  IMPORT_MAX_BYTES,
  listListingImports,
  previewListingImport,
  startListingImport,
} from '#core/listings'
import { AppError, bogotaDay, validationError } from '#core/shared'
import { apiLocale, signedInApiContext, uploadForm } from '#web/api'
import { fieldId, pathId } from '#web/ids'
import { importJobJson, importReportCsv, importReportJson } from '#web/listing-imports'
import { translate } from '#i18n'
import { ErrorSchema, OpaqueId } from '../schemas'
import { createRouter } from '../router'

/** How long an import request waits for the job to end before answering 202. */
const IMPORT_WAIT_MS = 25_000

const RowError = z.object({
  line: z.number().openapi({ description: "The file's own line (1 is the header; 0: the file as a whole)" }),
  field: z.string(),
  message: z.string(),
})
const Report = z.object({
  created: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  failed: z.number().openapi({ description: 'Rows not imported: created + updated + unchanged + failed = rows read' }),
  unpublished: z.number(),
  errors: z.array(RowError).openapi({ description: 'Why each failed row was not imported' }),
  warnings: z.array(RowError).openapi({
    description:
      'What an imported row should know: a barrio matched to the closest one or left out, a draft without a photo',
  }),
})
const Job = Report.extend({
  id: OpaqueId,
  status: z.enum(['running', 'done', 'failed']),
  file_name: z.string(),
  total: z.number(),
  done: z.number(),
  error_count: z.number(),
  warning_count: z.number(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
}).openapi('ListingImport')
const err = (description: string) => ({ description, content: { 'application/json': { schema: ErrorSchema } } })
const flag = z.enum(['0', '1', 'true', 'false']).optional()

const docs = [
  createRoute({
    method: 'post',
    path: '/admin/properties/import',
    tags: ['Back-office'],
    summary: 'Import listings from a CSV or XML file (upsert by agency_code)',
    request: {
      query: z.object({ dry_run: flag, unpublish_missing: flag, customer_id: OpaqueId.optional() }),
      body: {
        content: { 'multipart/form-data': { schema: z.object({ file: z.string().openapi({ format: 'binary' }) }) } },
      },
    },
    responses: {
      200: {
        description: 'The report (for a dry run: what would happen; nothing is written)',
        content: { 'application/json': { schema: z.object({ data: Job.or(Report) }) } },
      },
      202: {
        description: 'Still running: the job with its progress (Location: the job)',
        content: { 'application/json': { schema: z.object({ data: Job }) } },
      },
      401: err('Not signed in'),
      403: err('Not allowed to create listings'),
      409: err('An import of this agency is running'),
      413: err('File too large'),
      422: err('The file cannot be read'),
    },
  }),
  createRoute({
    method: 'get',
    path: '/admin/properties/imports',
    tags: ['Back-office'],
    summary: 'The agency’s latest imports',
    request: { query: z.object({ customer_id: OpaqueId.optional() }) },
    responses: {
      200: { description: 'Imports', content: { 'application/json': { schema: z.object({ data: z.array(Job) }) } } },
    },
  }),
  createRoute({
    method: 'get',
    path: '/admin/properties/imports/{id}',
    tags: ['Back-office'],
    summary: 'One import: progress while it runs, the report after',
    request: { params: z.object({ id: OpaqueId }) },
    responses: {
      200: { description: 'The import', content: { 'application/json': { schema: z.object({ data: Job }) } } },
      404: err('Unknown import'),
    },
  }),
  createRoute({
    method: 'get',
    path: '/admin/properties/imports/{id}/report.csv',
    tags: ['Back-office'],
    summary: "One import's errors and warnings as CSV for Excel (line, field, severity, message)",
    request: { params: z.object({ id: OpaqueId }) },
    responses: {
      200: { description: 'CSV', content: { 'text/csv': { schema: z.string() } } },
      404: err('Unknown import'),
    },
  }),
]

export const adminImportsApi = createRouter()
for (const route of docs) adminImportsApi.openAPIRegistry.registerPath(route)

const yes = (value: string | undefined) => value === '1' || value === 'true'

async function uploadedFile(c: Context): Promise<{ name: string; bytes: Uint8Array }> {
  const file = (await uploadForm(c)).get('file')
  if (!file || typeof file === 'string' || file.size === 0)
    throw validationError({ file: [{ key: 'admin.import.file_required' }] })
  return { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) }
}

adminImportsApi.post(
  '/admin/properties/import',
  bodyLimit({
    maxSize: IMPORT_MAX_BYTES + 64 * 1024,
    onError: () => {
      throw new AppError('TOO_LARGE', { key: 'errors.too_large' })
    },
  }),
  async (c) => {
    const ctx = await signedInApiContext(c)
    const locale = apiLocale(c)
    const customerParam = c.req.query('customer_id')
    const customerId = customerParam ? fieldId('customer', 'customer_id', customerParam) : null
    const unpublishMissing = yes(c.req.query('unpublish_missing'))
    const file = await uploadedFile(c)
    if (yes(c.req.query('dry_run'))) {
      const report = await previewListingImport(ctx, file.bytes, { customerId, unpublishMissing })
      return c.json({ data: { dry_run: true, ...importReportJson(report, locale) } }, 200)
    }
    const { job, finished } = await startListingImport(ctx, file.bytes, {
      fileName: file.name,
      customerId,
      unpublishMissing,
    })
    const timeout = new Promise<null>((resolve) => setTimeout(resolve, IMPORT_WAIT_MS, null).unref())
    const ended = await Promise.race([finished, timeout])
    if (ended) return c.json({ data: importJobJson(ended, locale) }, 200)
    const current = await getListingImport(ctx, job.id)
    const body = { data: importJobJson(current, locale) }
    return c.json(body, 202, { Location: `/api/admin/properties/imports/${body.data.id}` })
  },
)

adminImportsApi.get('/admin/properties/imports', async (c) => {
  const ctx = await signedInApiContext(c)
  const customerParam = c.req.query('customer_id')
  const customerId = customerParam ? fieldId('customer', 'customer_id', customerParam) : null
  const jobs = await listListingImports(ctx, { customerId })
  return c.json({ data: jobs.map((job) => importJobJson(job, apiLocale(c))) })
})

adminImportsApi.get('/admin/properties/imports/:id{[A-Za-z0-9]+}', async (c) => {
  const ctx = await signedInApiContext(c)
  const job = await getListingImport(ctx, pathId('listingImport', c.req.param('id'), 'errors.not_found'))
  return c.json({ data: importJobJson(job, apiLocale(c)) })
})

adminImportsApi.get('/admin/properties/imports/:id{[A-Za-z0-9]+}/report.csv', async (c) => {
  const ctx = await signedInApiContext(c)
  const job = await getListingImport(ctx, pathId('listingImport', c.req.param('id'), 'errors.not_found'))
  const locale = apiLocale(c)
  const name = `${translate(locale, 'admin.import.report_file')}-${bogotaDay(job.createdAt)}-${c.req.param('id')}.csv`
  return c.body(importReportCsv(job, locale), 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${name}"`,
    'Cache-Control': 'private, no-store',
  })
})
