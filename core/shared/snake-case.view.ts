/**
 * The API answers in snake_case what the use cases' views hold in camelCase. Where an answer
 * copies fields as they are, `snakeCased` names them once instead of writing `a_b: v.aB` per field;
 * the fields an answer renames or reshapes stay written out beside it.
 */

/** `createdAt` → `created_at` (a type, so the answer's keys are checked against its schema). */
type SnakeCase<S extends string> = S extends `${infer C}${infer Rest}`
  ? `${C extends Lowercase<C> ? C : `_${Lowercase<C>}`}${SnakeCase<Rest>}`
  : S

export type SnakeCased<T, K extends keyof T & string> = { [P in K as SnakeCase<P>]: T[P] }

/** The fields `keys` of `value`, each under its snake_case name. */
export function snakeCased<T extends object, const K extends keyof T & string>(
  value: T,
  keys: readonly K[],
): SnakeCased<T, K> {
  return Object.fromEntries(
    keys.map((key) => [key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), value[key]]),
  ) as SnakeCased<T, K>
}
