/**
 * In-process background work: the outbox sender and scheduled jobs. Modules register
 * their loops here; each returns a stop function for graceful shutdown.
 */
import { runSavedSearchAlerts } from '#core/visitor/alerts.job'
import { isDatabaseUnavailable } from '#core/shared/errors'
import { briefError, logger } from '#core/shared/logger'
import { runtime } from '#core/shared/runtime'

/** `intervalMs` is asked when the jobs start, once the configuration has been loaded. */
type Job = { name: string; intervalMs: () => number; run: () => Promise<void> }

const jobs: Job[] = []

export function registerJob(job: Job) {
  jobs.push(job)
}

export function startBackgroundJobs(): () => void {
  const timers = jobs.map((job) => {
    let running = false
    const timer = setInterval(() => {
      if (running) return
      running = true
      // A failed run (the database is down, a bug) is logged and the job tries again next tick;
      // it must never become an unhandled rejection, which would end the process.
      job
        .run()
        .catch((error: unknown) => {
          if (isDatabaseUnavailable(error))
            logger.warn('job skipped: database unavailable', { job: job.name, error: briefError(error) })
          else logger.error('job failed', { job: job.name, error })
        })
        .finally(() => (running = false))
    }, job.intervalMs())
    timer.unref()
    return timer
  })
  return () => timers.forEach(clearInterval)
}

// Visitor tools: saved-search alert digests and favourite price-drop pushes (through the outbox).
registerJob({
  name: 'saved-search-alerts',
  intervalMs: () => runtime().env.ALERT_INTERVAL_SECONDS * 1000,
  run: async () => void (await runSavedSearchAlerts(runtime().db)),
})
