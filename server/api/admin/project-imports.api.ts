/**
 * /api/admin/projects/imports: bulk import of a builder's projects and unit types from a CSV
 * file (issue 32 point 7, docs/project-import.md), with the listing import's report rules
 * (imports.api.ts): multipart field `file`, a row per unit type grouped by the project's `code`;
 * `?dry_run=1` says what would happen without writing. The import runs within the request and
 * answers its finished job (kept with the listing imports' jobs, `ListingImport`); its counts are
 * per project. Permission `projects.write` in the builder; another builder's import is a 404.
 */
import { createRoute, z } from '@hono/zod-openapi'
import { ImportDryRunSchema, importDryRunView, ListingImportSchema, listingImportView } from '#core/listings'
import { getProjectImport, importProjects, listProjectImports, previewProjectImport } from '#core/projects'
import { allowedFirst, apiLocale, signedInApiContext } from '#web/api'
import { fieldId, pathId } from '#web/ids'
import { importMessages } from '#web/listing-imports'
import { IdParam, OpaqueId, dataOf, failure, jsonAnswer, listOf } from '../schemas'
import { createRouter } from '../router'
import { flag, importBodyLimit, reportCsv, UPLOAD, uploadedFile, yes } from './imports.api'

const signedIn = { 401: failure('Not signed in'), 403: failure('Without `projects.write` in a builder') }
const base = { tags: ['Back-office'], middleware: [allowedFirst()] }
const customerQuery = z.object({ customer_id: OpaqueId.optional() })
const customerOf = (value: string | undefined) => (value ? fieldId('customer', 'customer_id', value) : null)

export const adminProjectImportsApi = createRouter()
  .openapi(
    createRoute({
      ...base,
      method: 'post',
      path: '/admin/projects/imports',
      summary: 'Import projects and unit types from a CSV file (a row per unit type; upsert by the project’s code)',
      middleware: [importBodyLimit, allowedFirst()],
      request: {
        query: customerQuery.extend({ dry_run: flag }),
        body: { content: { 'multipart/form-data': { schema: UPLOAD } } },
      },
      responses: {
        200: jsonAnswer(dataOf(ImportDryRunSchema.extend({ total: z.number() })), 'A dry run: what would happen'),
        201: jsonAnswer(dataOf(ListingImportSchema), 'The finished import with its report (counts per project)'),
        ...signedIn,
        409: failure('An import of this builder is running'),
        413: failure('File too large'),
        422: failure('The file cannot be read (no `code` column, empty, not a CSV)'),
      },
    }),
    async (c) => {
      const ctx = await signedInApiContext(c)
      const describe = importMessages(apiLocale(c))
      const customerId = customerOf(c.req.query('customer_id'))
      const file = await uploadedFile(c)
      if (yes(c.req.query('dry_run'))) {
        const report = await previewProjectImport(ctx, file.bytes, { customerId })
        return c.json({ data: { ...importDryRunView(report, describe), total: report.total } }, 200)
      }
      const job = await importProjects(ctx, file.bytes, { fileName: file.name, customerId })
      return c.json({ data: listingImportView(job, describe) }, 201)
    },
  )
  .openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/admin/projects/imports',
      summary: 'The builder’s latest project imports',
      request: { query: customerQuery },
      responses: { 200: jsonAnswer(listOf(ListingImportSchema), 'Imports, newest first'), ...signedIn },
    }),
    async (c) => {
      const ctx = await signedInApiContext(c)
      const jobs = await listProjectImports(ctx, { customerId: customerOf(c.req.query('customer_id')) })
      return c.json({ data: jobs.map((job) => listingImportView(job, importMessages(apiLocale(c)))) }, 200)
    },
  )
  .openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/admin/projects/imports/{id}',
      summary: 'One project import and its report',
      request: { params: IdParam },
      responses: {
        200: jsonAnswer(dataOf(ListingImportSchema), 'The import'),
        ...signedIn,
        404: failure('Unknown import'),
      },
    }),
    async (c) => {
      const ctx = await signedInApiContext(c)
      const job = await getProjectImport(ctx, pathId('listingImport', c.req.param('id'), 'errors.not_found'))
      return c.json({ data: listingImportView(job, importMessages(apiLocale(c))) }, 200)
    },
  )
  .openapi(
    createRoute({
      ...base,
      method: 'get',
      path: '/admin/projects/imports/{id}/report.csv',
      summary: "One project import's errors and warnings as CSV for Excel",
      request: { params: IdParam },
      responses: {
        200: { description: 'CSV', content: { 'text/csv': { schema: z.string() } } },
        ...signedIn,
        404: failure('Unknown import'),
      },
    }),
    async (c) => {
      const ctx = await signedInApiContext(c)
      return reportCsv(c, await getProjectImport(ctx, pathId('listingImport', c.req.param('id'), 'errors.not_found')))
    },
  )
