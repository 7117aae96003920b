import { describe, expect, test } from 'vitest'
import { hashPassword, verifyPassword, ARGON2_OPTIONS } from './password.infra'
import { commonPasswords, isCommonPassword } from './password-strength.rules'
import { NewPasswordSchema } from './account.schemas'

describe('password rules', () => {
  test('the shipped list holds the 10,000 commonest passwords', () => {
    const list = commonPasswords()
    expect(list.size).toBe(10_000)
    for (const p of ['123456', 'password', 'qwerty', '12345678', 'iloveyou', 'colombia']) expect(list.has(p)).toBe(true)
  })

  test('common passwords are refused whatever their case', () => {
    expect(isCommonPassword('Password1')).toBe(true)
    expect(isCommonPassword('QWERTY123')).toBe(true)
    expect(isCommonPassword('Casa-Envigado-2024')).toBe(false)
  })

  test('8 to 64 characters, not common', () => {
    const issues = (p: string) => NewPasswordSchema.safeParse(p).error?.issues.map((i) => i.message) ?? []
    expect(issues('Ab1-xyz')).toEqual(['validation.password_min'])
    expect(issues('x'.repeat(65))).toEqual(['validation.max_chars'])
    expect(issues('superman')).toEqual(['validation.password_common'])
    expect(issues('Ab1-xyz9')).toEqual([])
    expect(issues('x'.repeat(64))).toEqual([])
  })

  test('argon2id with 19 MiB, 2 iterations, 1 lane; the stored hash carries the parameters', async () => {
    expect(ARGON2_OPTIONS).toMatchObject({ algorithm: 2, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 })
    const started = performance.now()
    const stored = await hashPassword('Casa-Envigado-2024')
    const ms = performance.now() - started
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(await verifyPassword(stored, 'Casa-Envigado-2024')).toBe(true)
    expect(await verifyPassword(stored, 'casa-envigado-2024')).toBe(false)
    expect(ms).toBeGreaterThan(0)
  })
})
