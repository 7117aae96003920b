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
  type ImportJobRecord,
  IMPORT_MAX_BYTES,
  ImportAnswerSchema,
  importDryRunView,
  ListingImportSchema,
  listingImportView,
  listListingImports,
  previewListingImport,
  startListingImport,
} from '#core/listings'
import { AppError, bogotaDay, validationError } from '#core/shared'
import { allowedFirst, apiLocale, signedInApiContext, uploadForm } from '#web/api'
import { fieldId, pathId } from '#web/ids'
import { importMessages, importReportCsv } from '#web/listing-imports'
import { translate } from '#i18n'
import { IdParam, OpaqueId, dataOf, failure, jsonAnswer, listOf } from '../schemas'
import { createRouter } from '../router'

/** How long an import request waits for the job to end before answering 202. */
const IMPORT_WAIT_MS = 25_000

const err = failure
/** The upload, documented as a plain schema: the handler reads the multipart body itself (uploadForm). */
export const UPLOAD = { type: 'object' as const, properties: { file: { type: 'string' as const, format: 'binary' } } }
const signedIn = { 401: err('Not signed in'), 403: err('Not allowed to create listings') }
export const flag = z.enum(['0', '1', 'true', 'false']).optional()

/** An import file's own size limit (413 beyond it). */
export const importBodyLimit = bodyLimit({
  maxSize: IMPORT_MAX_BYTES + 64 * 1024,
  onError: () => {
    throw new AppError('TOO_LARGE', { key: 'errors.too_large' })
  },
})

const importRoute = createRoute({
  method: 'post',
  path: '/admin/properties/import',
  tags: ['Back-office'],
  summary: 'Import listings from a CSV or XML file (upsert by agency_code)',
  middleware: [importBodyLimit, allowedFirst()],
  request: {
    query: z.object({ dry_run: flag, unpublish_missing: flag, customer_id: OpaqueId.optional() }),
    body: {
      content: { 'multipart/form-data': { schema: UPLOAD } },
    },
  },
  responses: {
    200: jsonAnswer(dataOf(ImportAnswerSchema), 'The report (for a dry run: what would happen; nothing is written)'),
    202: jsonAnswer(dataOf(ListingImportSchema), 'Still running: the job with its progress (Location: the job)'),
    401: err('Not signed in'),
    403: err('Not allowed to create listings'),
    409: err('An import of this agency is running'),
    413: err('File too large'),
    422: err('The file cannot be read'),
  },
})

const listRoute = createRoute({
  method: 'get',
  path: '/admin/properties/imports',
  tags: ['Back-office'],
  summary: 'The agency’s latest imports',
  middleware: [allowedFirst()],
  request: { query: z.object({ customer_id: OpaqueId.optional() }) },
  responses: {
    200: jsonAnswer(listOf(ListingImportSchema), 'Imports'),
    ...signedIn,
  },
})

const jobRoute = createRoute({
  method: 'get',
  path: '/admin/properties/imports/{id}',
  tags: ['Back-office'],
  summary: 'One import: progress while it runs, the report after',
  middleware: [allowedFirst()],
  request: { params: IdParam },
  responses: {
    200: jsonAnswer(dataOf(ListingImportSchema), 'The import'),
    ...signedIn,
    404: err('Unknown import'),
  },
})

const reportRoute = createRoute({
  method: 'get',
  path: '/admin/properties/imports/{id}/report.csv',
  tags: ['Back-office'],
  summary: "One import's errors and warnings as CSV for Excel (line, field, severity, message)",
  middleware: [allowedFirst()],
  request: { params: IdParam },
  responses: {
    200: { description: 'CSV', content: { 'text/csv': { schema: z.string() } } },
    ...signedIn,
    404: err('Unknown import'),
  },
})

export const adminImportsApi = createRouter()

export const yes = (value: string | undefined) => value === '1' || value === 'true'

export async function uploadedFile(c: Context): Promise<{ name: string; bytes: Uint8Array }> {
  const file = (await uploadForm(c)).get('file')
  if (!file || typeof file === 'string' || file.size === 0)
    throw validationError({ file: [{ key: 'admin.import.file_required' }] })
  return { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) }
}

adminImportsApi.openapi(importRoute, async (c) => {
  const ctx = await signedInApiContext(c)
  const locale = apiLocale(c)
  const customerParam = c.req.query('customer_id')
  const customerId = customerParam ? fieldId('customer', 'customer_id', customerParam) : null
  const unpublishMissing = yes(c.req.query('unpublish_missing'))
  const file = await uploadedFile(c)
  if (yes(c.req.query('dry_run'))) {
    const report = await previewListingImport(ctx, file.bytes, { customerId, unpublishMissing })
    return c.json({ data: importDryRunView(report, importMessages(locale)) }, 200)
  }
  const { job, finished } = await startListingImport(ctx, file.bytes, {
    fileName: file.name,
    customerId,
    unpublishMissing,
  })
  const timeout = new Promise<null>((resolve) => setTimeout(resolve, IMPORT_WAIT_MS, null).unref())
  const ended = await Promise.race([finished, timeout])
  if (ended) return c.json({ data: listingImportView(ended, importMessages(locale)) }, 200)
  const current = await getListingImport(ctx, job.id)
  const body = { data: listingImportView(current, importMessages(locale)) }
  return c.json(body, 202, { Location: `/api/admin/properties/imports/${body.data.id}` })
})

adminImportsApi.openapi(listRoute, async (c) => {
  const ctx = await signedInApiContext(c)
  const customerParam = c.req.query('customer_id')
  const customerId = customerParam ? fieldId('customer', 'customer_id', customerParam) : null
  const jobs = await listListingImports(ctx, { customerId })
  return c.json({ data: jobs.map((job) => listingImportView(job, importMessages(apiLocale(c)))) }, 200)
})

adminImportsApi.openapi(jobRoute, async (c) => {
  const ctx = await signedInApiContext(c)
  const job = await getListingImport(ctx, pathId('listingImport', c.req.param('id'), 'errors.not_found'))
  return c.json({ data: listingImportView(job, importMessages(apiLocale(c))) }, 200)
})

adminImportsApi.openapi(reportRoute, async (c) => {
  const ctx = await signedInApiContext(c)
  return reportCsv(c, await getListingImport(ctx, pathId('listingImport', c.req.param('id'), 'errors.not_found')))
})

/** An import's report as a CSV download (listings' and projects' imports). */
export function reportCsv(c: Context, job: ImportJobRecord) {
  const locale = apiLocale(c)
  const name = `${translate(locale, 'admin.import.report_file')}-${bogotaDay(job.createdAt)}-${c.req.param('id')}.csv`
  return c.body(importReportCsv(job, locale), 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${name}"`,
    'Cache-Control': 'private, no-store',
  })
}
