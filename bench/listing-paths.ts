/**
 * Listing pages as visitors reach them: from the results of searches. The searches are a mix of
 * another seed than the measured one (so the measured searches stay unseen by the server's
 * caches); the first results of each are taken (visitors open the top of a list most), each
 * listing once.
 */
import { generateSearchMix, type MixReference } from './search-mix'

export async function listingPathsFromSearches(
  base: string,
  ref: MixReference,
  options: { seed: number; wanted: number; perSearch?: number },
): Promise<string[]> {
  const { searches } = generateSearchMix(ref, { count: options.wanted, seed: options.seed })
  const paths = new Set<string>()
  for (const search of searches) {
    if (paths.size >= options.wanted) break
    if (search.expect !== 200) continue
    const res = await fetch(`${base}/api/properties/search?${search.query}`)
    if (!res.ok) continue
    const body = (await res.json()) as { data: { url: string }[] }
    for (const item of body.data.slice(0, options.perSearch ?? 3)) paths.add(new URL(item.url).pathname)
  }
  return [...paths]
}
