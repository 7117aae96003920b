/**
 * In-process background work: the outbox sender and scheduled jobs, registered by the
 * composition root (server/composition.ts) and started by server/index.ts; the start
 * returns a stop function for graceful shutdown.
 */
import { isDatabaseUnavailable, briefError, logger } from '#core/shared'

/** `intervalMs` is asked when the jobs start, once the configuration has been loaded. */
export type Job = { name: string; intervalMs: () => number; run: () => Promise<void> }

/** By name: registering a job again replaces it. */
const jobs = new Map<string, Job>()

export function registerJob(job: Job) {
  jobs.set(job.name, job)
}

export function startBackgroundJobs(): () => void {
  const timers = [...jobs.values()].map((job) => {
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
