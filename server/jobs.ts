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

/**
 * Starts every registered job on its interval. The returned stop schedules no further run and
 * resolves once the runs under way have finished (a stopping host finishes its jobs; what it has
 * claimed and not finished is left to its lease: the outbox's locked_until).
 */
export function startBackgroundJobs(): () => Promise<void> {
  const running = new Set<Promise<void>>()
  const timers = [...jobs.values()].map((job) => {
    let busy = false
    const timer = setInterval(() => {
      if (busy) return
      busy = true
      // A failed run (the database is down, a bug) is logged and the job tries again next tick;
      // it must never become an unhandled rejection, which would end the process.
      const run = job
        .run()
        .catch((error: unknown) => {
          if (isDatabaseUnavailable(error))
            logger.warn('job skipped: database unavailable', { job: job.name, error: briefError(error) })
          else logger.error('job failed', { job: job.name, error })
        })
        .finally(() => {
          busy = false
          running.delete(run)
        })
      running.add(run)
    }, job.intervalMs())
    timer.unref()
    return timer
  })
  return async () => {
    timers.forEach(clearInterval)
    await Promise.all(running)
  }
}
