/**
 * A new account publishing in a burst (docs/fraud-signals.md): scammers open an account and
 * post many bait listings at once, often in several cities, before anyone reports them. An
 * account (owner or agency) younger than NEW_ACCOUNT_DAYS that publishes or submits
 * BURST_LISTINGS listings, or listings in BURST_MUNICIPALITIES municipalities, within
 * BURST_WINDOW_HOURS fires. Only owners' accounts are watched: anyone opens one in a minute, while
 * an agency's record is made by staff, and a new agency loading its whole inventory on its first
 * day (an import, a few hundred listings in several towns) is the normal start, not a burst.
 */
import type { CustomerKind } from '#db/schema/column-values'

export const NEW_ACCOUNT_DAYS = 7
export const BURST_WINDOW_HOURS = 24
export const BURST_LISTINGS = 5
export const BURST_MUNICIPALITIES = 3
const WATCHED_KINDS: readonly CustomerKind[] = ['owner']

export interface PublishingActivity {
  kind: CustomerKind
  /** Whole days since the account was created. */
  accountAgeDays: number
  /** Listings published or submitted in the window, this one included. */
  listings: number
  /** The distinct municipalities of those listings (names). */
  municipalities: string[]
}

export interface BurstEvidence {
  account_kind: CustomerKind
  account_age_days: number
  window_hours: number
  listings: number
  municipalities: string[]
  thresholds: { listings: number; municipalities: number; account_days: number }
}

export function burstPublishing(activity: PublishingActivity): BurstEvidence | null {
  if (!WATCHED_KINDS.includes(activity.kind) || activity.accountAgeDays >= NEW_ACCOUNT_DAYS) return null
  if (activity.listings < BURST_LISTINGS && activity.municipalities.length < BURST_MUNICIPALITIES) return null
  return {
    account_kind: activity.kind,
    account_age_days: activity.accountAgeDays,
    window_hours: BURST_WINDOW_HOURS,
    listings: activity.listings,
    municipalities: activity.municipalities,
    thresholds: { listings: BURST_LISTINGS, municipalities: BURST_MUNICIPALITIES, account_days: NEW_ACCOUNT_DAYS },
  }
}
