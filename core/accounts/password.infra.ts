/**
 * Password hashing: argon2id, 19 MiB, 2 iterations, 1 lane (OWASP's minimum profile).
 * A stored hash carries its parameters, so they can be raised later without a migration.
 */
import { hash, verify } from '@node-rs/argon2'

export const ARGON2_OPTIONS = {
  algorithm: 2, // Algorithm.Argon2id (a const enum, not importable under verbatimModuleSyntax)
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
  outputLen: 32,
} as const

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS)
}

export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) return false
  try {
    return await verify(storedHash, password)
  } catch {
    return false
  }
}
