/**
 * What a signed-out visitor pressed that needs an account, carried through the sign-in as
 * `intent` beside the return path (`/login?redirect=/…&intent=favorite:k3G7QAe5`) and done
 * once signed in: `favorite:<listing id>` (the heart), `favorite-project:<project id>` (a
 * project's heart), `search:<name>:<query>` ("Guardar búsqueda", the name percent-encoded) or
 * `projects:<name>:<query>` (the same on /proyectos). Parsed strictly: anything else is no intent at all.
 */
import { z } from 'zod'
import { type CreateSearchInput, CreateSearchSchema } from './saved-searches.schemas'
import { type PropertyRef, PropertyRefSchema, type ProjectRef, ProjectRefSchema } from './visitor.schemas'

export type SignInIntent =
  | { kind: 'favorite'; listing: PropertyRef }
  | { kind: 'favorite-project'; project: ProjectRef }
  | { kind: 'search'; search: CreateSearchInput }

const MAX_LENGTH = 2200

function decodeName(raw: string): string | null {
  try {
    return decodeURIComponent(raw)
  } catch {
    return null
  }
}

const SignInIntentSchema = z
  .string()
  .max(MAX_LENGTH)
  .transform((raw, ctx): SignInIntent => {
    const [kind, ...rest] = raw.split(':')
    if (kind === 'favorite' && rest.length === 1) {
      const ref = PropertyRefSchema.safeParse({ property_id: rest[0] })
      if (ref.success) return { kind: 'favorite', listing: ref.data }
    }
    if (kind === 'favorite-project' && rest.length === 1) {
      const ref = ProjectRefSchema.safeParse({ project_id: rest[0] })
      if (ref.success) return { kind: 'favorite-project', project: ref.data }
    }
    if ((kind === 'search' || kind === 'projects') && rest.length >= 2) {
      const name = decodeName(rest[0])
      const search = CreateSearchSchema.safeParse({
        name,
        query: rest.slice(1).join(':'),
        kind: kind === 'projects' ? 'projects' : 'listings',
      })
      if (search.success) return { kind: 'search', search: search.data }
    }
    ctx.addIssue({ code: 'custom', message: 'validation.invalid' })
    return z.NEVER
  })

/** The intent a sign-in link carries, or null when there is none or it does not parse. */
export function parseSignInIntent(raw: string | null | undefined): SignInIntent | null {
  const parsed = SignInIntentSchema.safeParse(raw)
  return parsed.success ? parsed.data : null
}
