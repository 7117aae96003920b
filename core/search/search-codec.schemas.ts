/**
 * The input schema and OpenAPI document of a declared search (search-codec.rules.ts), the
 * same for listings (search.schemas.ts) and projects (core/projects/project-search.schemas.ts).
 * Ids are opaque (core/shared/ids.utils.ts); a value that does not decode, or a number out of
 * range, is a 422 on that field.
 */
import { z } from 'zod'
import { boundedMemo, OPERATIONS, decodeId, type IdKind, type Operation } from '#core/shared'
import type { SearchParam, SearchParamTable, SearchRange } from './search-codec.rules'

/**
 * Decoding an opaque id costs a Sqids decode and encode (~50 µs); a search names a handful,
 * the same ones over and over, so decodings are remembered (bounded).
 */
const decoded = boundedMemo<number | null>(50_000)
const decodeCached = (kind: IdKind, value: string): number | null =>
  decoded(`${kind}:${value}`, () => decodeId(kind, value))

const opaqueId = (kind: IdKind) =>
  z.string().transform((value, ctx) => {
    const id = decodeCached(kind, value)
    if (id == null) {
      ctx.addIssue({ code: 'custom', message: 'validation.id' })
      return z.NEVER
    }
    return id
  })

const operationId = z.string().transform((value, ctx): Operation => {
  const n = decodeCached('operation', value)
  const op = n === OPERATIONS.rent ? 'rent' : n === OPERATIONS.sale ? 'sale' : null
  if (!op) {
    ctx.addIssue({ code: 'custom', message: 'validation.id' })
    return z.NEVER
  }
  return op
})

const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max)

/** A yes/no filter: `1` (or `true`) asks for it, `0`/`false` as absent; anything else is a 422. */
const flag = z
  .enum(['1', 'true', '0', 'false'], 'validation.invalid_option')
  .transform((v) => v === '1' || v === 'true')

/** One declared parameter's schema: a list when it may repeat, its default when it has one. */
function fieldSchema(param: SearchParam): z.ZodType {
  const one: z.ZodType = (() => {
    switch (param.kind) {
      case 'id':
        return opaqueId(param.id)
      case 'operation':
        return operationId
      case 'int':
        return int(param.min, param.max)
      case 'flag':
        return flag
      case 'choice':
        return z.enum(param.values as [string, ...string[]], 'validation.invalid_option')
      case 'text':
        return z.string().trim().max(param.max)
      case 'token':
        return z.string().regex(/^[A-Za-z0-9]{8,24}$/, 'validation.id')
    }
  })()
  if ('many' in param && param.many) return z.array(one).max(param.many).default([])
  if ('default' in param && param.default !== undefined) return one.default(param.default as never)
  return one.optional()
}

type Many<P, T> = P extends { many: number } ? T[] : P extends { default: unknown } ? T : T | undefined
/** What a declared parameter reads as once parsed. */
type ParsedParam<P> = P extends { kind: 'id' | 'int' }
  ? Many<P, number>
  : P extends { kind: 'operation' }
    ? Operation | undefined
    : P extends { kind: 'flag' }
      ? boolean | undefined
      : P extends { kind: 'choice'; values: readonly (infer V)[] }
        ? Many<P, V>
        : string | undefined
/** What a declared table of parameters reads as once parsed. */
export type ParsedQuery<T extends SearchParamTable> = { [K in keyof T]: ParsedParam<T[K]> }

/** The input schema of a declared table: every field, and each range's minimum not above its maximum. */
export function querySchemaOf<T extends SearchParamTable>(
  table: T,
  ranges: ReadonlyArray<SearchRange<Extract<keyof T, string>>>,
): z.ZodType<ParsedQuery<T>, Record<string, unknown>> {
  return z
    .object(Object.fromEntries(Object.entries(table).map(([name, param]) => [name, fieldSchema(param)])))
    .superRefine((v, ctx) => {
      for (const range of ranges) {
        const [min, max] = [v[range.min] as number | undefined, v[range.max] as number | undefined]
        if (min != null && max != null && min > max)
          ctx.addIssue({ code: 'custom', path: [range.max], message: range.message })
      }
    }) as unknown as z.ZodType<ParsedQuery<T>, Record<string, unknown>>
}

/**
 * The same parameters as the API receives them, for its OpenAPI document: strings (lists may
 * repeat or be comma-separated, prices may carry dots), each with its declared description.
 */
export function queryDocSchemaOf<T extends SearchParamTable>(table: T) {
  return z.object(
    Object.fromEntries(
      Object.entries(table).map(([name, param]: [string, SearchParam]) => {
        const doc = param.doc ?? ('many' in param ? name : undefined)
        const value = param.kind === 'choice' && !('many' in param) ? z.enum(param.values as [string]) : z.string()
        const description = 'many' in param ? `${doc}; repeat the parameter or separate with commas` : doc
        return [name, description ? value.optional().meta({ description }) : value.optional()]
      }),
    ) as Record<keyof T, z.ZodOptional<z.ZodString>>,
  )
}
