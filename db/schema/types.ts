import { customType } from 'drizzle-orm/pg-core'

/** A PostgreSQL tsvector, filled by a generated column (see the search migration). */
export const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
})
