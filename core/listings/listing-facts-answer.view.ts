/** The schema of listingFactsJson's fields (listing-facts.view.ts, browser-safe): the answers that carry them spread it. */
import { z } from 'zod'

const fact = () => z.number().nullable()

export const ListingFactsShape = {
  build_area: fact(),
  lot_area: fact(),
  stratum: fact(),
  bedrooms: fact(),
  bathrooms: fact(),
  parking: fact(),
}
