/**
 * The `freshness` drill (issue 34): a listing published on host A is in search on hosts B and C
 * within 2 s, whichever database their search reads (the primary, or the standby with
 * DATABASE_REPLICA_URL). A demo agency admin, signed in on host A, unpublishes one of its
 * listings, waits until B and C no longer find it, republishes it, and from the republish's
 * answer (the publication committed) polls B's and C's search for its code until both find it.
 * `recovery_s` is the worst delay seen, `p50_s` the median; each listing is done once.
 */
import type { Cluster } from './cluster-control'
import { hostBase, publishedListings, searchFinds, signIn, transition, type AgencyListing } from './back-office'

const REPEATS = 10
const POLL_MS = 50
const GIVE_UP_MS = 30_000

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Polls `base` until its search finds the listing (or no longer does); the milliseconds from
 * `since` to the answer that did (an upper bound: the answer before it, POLL_MS earlier, did not).
 */
async function untilSearch(base: string, listing: AgencyListing, found: boolean, since: number): Promise<number> {
  for (;;) {
    const answer = await searchFinds(base, listing).catch(() => !found)
    const now = Date.now()
    if (answer === found) return now - since
    if (now - since > GIVE_UP_MS)
      throw new Error(`${base}: ${listing.code} still ${found ? 'not found' : 'found'} after ${GIVE_UP_MS} ms`)
    await sleep(POLL_MS)
  }
}

export interface FreshnessOutcome {
  recovery_s: number
  p50_s: number
  /** Republications measured (each on every other host). */
  published: number
  /** Listings a fraud signal sent to review on republishing instead (left for staff, not measured). */
  held: number
}

/** Runs the repeats; `skip` names listings another drill of this run uses. */
export async function measureFreshness(cluster: Cluster, skip = new Set<string>()): Promise<FreshnessOutcome> {
  const writer = hostBase(1)
  const readers = Array.from({ length: cluster.state.hosts - 1 }, (_, i) => hostBase(i + 2))
  if (!readers.length) throw new Error('The freshness drill needs at least 2 app hosts.')
  const token = await signIn(writer, 'admin@example.com', cluster.secrets.demoPassword)
  const listings = (await publishedListings(writer, token, REPEATS + skip.size + 20))
    .filter((l) => !skip.has(l.id))
    .reverse()
    .slice(0, REPEATS)
  const delays: number[] = []
  let held = 0
  for (const listing of listings) {
    await transition(writer, token, listing.id, 'unpublish')
    const hidden = Date.now()
    await Promise.all(readers.map((base) => untilSearch(base, listing, false, hidden)))
    if ((await transition(writer, token, listing.id, 'republish')) !== 'published') {
      held++
      continue
    }
    const published = Date.now()
    delays.push(...(await Promise.all(readers.map((base) => untilSearch(base, listing, true, published)))))
  }
  const sorted = [...delays].sort((a, b) => a - b)
  const seconds = (ms: number) => Math.round(ms / 10) / 100
  return {
    recovery_s: seconds(sorted.at(-1) ?? 0),
    p50_s: seconds(sorted[Math.floor((sorted.length - 1) / 2)] ?? 0),
    published: delays.length / readers.length,
    held,
  }
}
