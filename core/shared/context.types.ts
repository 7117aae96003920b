import type { Executor } from '#db/client'
import type { Actor } from './actor.constants'

/** What every use case receives: the database (or a transaction) and who is acting. */
export interface ServiceContext {
  db: Executor
  actor: Actor | null
  /** The visitor's language, for texts a service writes (e-mails). */
  locale?: 'es-CO' | 'en'
}
