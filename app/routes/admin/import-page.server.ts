/**
 * The import pages' server side, shared by the listing import and the projects import: the
 * uploaded file (422 without one), a dry run answered as the report shown on the page, an
 * import answered by a redirect to its job, and a job's view with its first rows of report.
 */
import { redirect } from 'react-router'
import { importReportView, listingImportView, type ImportJobRecord, type ImportReport } from '#core/listings'
import { validationError } from '#core/shared'
import type { Locale } from '#i18n'
import { importMessages } from '#web/listing-imports'
import { loadOr404, pathIdOr404, runForm, type FormResult } from '#web/page'
import { orgPage } from './org-page.server'

/** Rows of the report shown on a page (the API and the report CSV give them all). */
const SHOWN_ERRORS = 200

export type ImportResult = FormResult & {
  report?: ReturnType<typeof importReportView> & { error_count: number; warning_count: number }
}

/** A job as its page and the recent imports show it, at most SHOWN_ERRORS errors and warnings. */
function shownImportJob(job: ImportJobRecord, locale: Locale) {
  const view = listingImportView(job, importMessages(locale))
  return { ...view, errors: view.errors.slice(0, SHOWN_ERRORS), warnings: view.warnings.slice(0, SHOWN_ERRORS) }
}

/** The form's file: a dry run shows its report, an import moves to `${path}/:importId`. */
export function importAction(
  locale: Locale,
  form: FormData,
  path: string,
  run: {
    preview: (bytes: Uint8Array) => Promise<ImportReport>
    start: (bytes: Uint8Array, fileName: string) => Promise<ImportJobRecord>
  },
) {
  const file = form.get('file')
  return runForm(
    locale,
    async () => {
      if (!file || typeof file === 'string' || file.size === 0)
        throw validationError({ file: [{ key: 'admin.import.file_required' }] })
      const bytes = new Uint8Array(await file.arrayBuffer())
      if (form.get('dry_run') === 'on') return { report: await run.preview(bytes) }
      return { job: await run.start(bytes, file.name) }
    },
    (done): ImportResult | Response => {
      if (done.job) return redirect(`${path}/${listingImportView(done.job, importMessages(locale)).id}`)
      const report = importReportView(done.report, importMessages(locale))
      return {
        ok: true,
        intent: 'preview',
        report: {
          ...report,
          error_count: report.errors.length,
          errors: report.errors.slice(0, SHOWN_ERRORS),
          warning_count: report.warnings.length,
          warnings: report.warnings.slice(0, SHOWN_ERRORS),
        },
      }
    },
  )
}

type Office = Awaited<ReturnType<typeof orgPage>>
type Section = 'properties' | 'projects'

/** The recent imports of the section, without their rows of report. */
export async function loadImportHistory(
  request: Request,
  section: Section,
  list: (page: Office) => Promise<ImportJobRecord[]>,
) {
  const page = await orgPage(request, section)
  const jobs = await loadOr404(() => list(page))
  return {
    jobs: jobs.map((job) => ({ ...listingImportView(job, importMessages(page.locale)), errors: [], warnings: [] })),
  }
}

/** One import of the section by the id in its path (404 for an unknown one or another's). */
export async function loadImportJob(
  request: Request,
  section: Section,
  importId: string | undefined,
  get: (page: Office, id: number) => Promise<ImportJobRecord>,
) {
  const page = await orgPage(request, section)
  const id = pathIdOr404('listingImport', importId)
  return { job: shownImportJob(await loadOr404(() => get(page, id)), page.locale) }
}
