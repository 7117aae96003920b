/**
 * The API against its own OpenAPI document: the document compiles as OpenAPI 3.1 (JSON Schema
 * 2020-12), and a walk sends every documented operation a valid and an invalid request, as
 * the user the operation is for, checking each answer's status and body against the document.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { resetAllRateLimits } from '#core/shared/rate-limit.infra'
import { startAccountsApp } from '../support/accounts-app'
import { startPushService, type PushService } from '../support/push-service'
import { startSmsProvider } from '../support/sms-provider'
import { contractValidator, documentProblems, type OpenApiDocument } from '../support/openapi-contract'
import { contractFixture, send, type Fixture, type Walk } from '../support/api-contract/walk'
import { publicWalk } from '../support/api-contract/public.steps'
import { visitorWalk } from '../support/api-contract/visitor.steps'
import { backOfficeWalk } from '../support/api-contract/back-office.steps'
import { organisationWalk } from '../support/api-contract/organisation.steps'
import { inboxWalk } from '../support/api-contract/inbox.steps'
import { projectsWalk } from '../support/api-contract/projects.steps'
import { moderationWalk, queuedListings } from '../support/api-contract/moderation.steps'
import { ownerSetup, ownerWalk } from '../support/api-contract/owner.steps'
import { verificationSetup, verificationWalk } from '../support/api-contract/verification.steps'
import { ownerLeadsSetup, ownerLeadsWalk } from '../support/api-contract/owner-leads.steps'

let app: Awaited<ReturnType<typeof startAccountsApp>>
let f: Fixture
let doc: OpenApiDocument
let contract: ReturnType<typeof contractValidator>
let push: PushService
let sms: Awaited<ReturnType<typeof startSmsProvider>>
const walked = new Map<string, Set<string>>()

beforeAll(async () => {
  sms = await startSmsProvider()
  app = await startAccountsApp({
    SMS_URL: sms.url,
    SMS_TOKEN: sms.token,
    TRUST_PROXY: 'true',
    PUBLIC_URL: 'http://portal.test',
    // Port 9 refuses connections: mails stay in the outbox, where the walk reads their links.
    SMTP_URL: 'smtp://127.0.0.1:9',
    GOOGLE_CLIENT_ID: 'google-client',
    GOOGLE_CLIENT_SECRET: 'google-secret',
    GOOGLE_AUTH_URL: 'http://127.0.0.1:9/authorize',
    GOOGLE_TOKEN_URL: 'http://127.0.0.1:9/token',
    GOOGLE_USERINFO_URL: 'http://127.0.0.1:9/userinfo',
  })
  push = await startPushService()
  await resetAllRateLimits()
  f = await contractFixture(app)
  doc = (await (await app.request('/api/openapi.json')).json()) as OpenApiDocument
  contract = contractValidator(doc)
})
afterAll(async () => {
  await push?.close()
  await app?.close()
  await sms?.close()
})

async function walk(steps: Walk) {
  const problems: string[] = []
  for (const build of steps) {
    const step = build()
    const res = await send(f, step)
    const answer = res.clone()
    if (res.status !== step.status)
      problems.push(
        `${step.op} (${step.kind}) answered ${res.status}, not ${step.status}: ${(await res.text()).slice(0, 300)}`,
      )
    problems.push(...(await contract.problems(step.op, answer.clone())))
    if (res.status === step.status) {
      if (!walked.has(step.op)) walked.set(step.op, new Set())
      walked.get(step.op)!.add(step.kind)
      const text = await answer.text()
      const json = (answer.headers.get('content-type') ?? '').includes('json') && text ? JSON.parse(text) : text
      await step.keep?.(json)
    }
  }
  return problems
}

test('the document is OpenAPI 3.1 and every schema in it compiles as JSON Schema 2020-12', () => {
  expect(doc.openapi).toBe('3.1.0')
  expect(documentProblems(doc)).toEqual([])
  expect(() => contract.compileAll()).not.toThrow()
})

describe('every answer is the one the document describes', () => {
  test('public operations', async () => expect(await walk(publicWalk(f))).toEqual([]))
  test('a visitor’s operations', async () =>
    expect(await walk(visitorWalk(f, push.subscribe(), (to) => sms.lastCode(to)))).toEqual([]))
  test('the back-office’s listing operations', async () => expect(await walk(backOfficeWalk(f))).toEqual([]))
  test('the organisation’s operations', async () => expect(await walk(organisationWalk(f))).toEqual([]))
  test('the inbox’s, API keys’ and audit operations', async () => expect(await walk(inboxWalk(f))).toEqual([]))
  test('the new-homes projects’ operations', async () => expect(await walk(projectsWalk(f))).toEqual([]))
  test('the moderation queue’s and reports’ operations', async () =>
    expect(await walk(moderationWalk(f, await queuedListings(f)))).toEqual([]))
  test('an owner’s listing operations', async () => expect(await walk(ownerWalk(f, await ownerSetup(f)))).toEqual([]))
  test('verification operations', async () =>
    expect(await walk(verificationWalk(f, await verificationSetup(f)))).toEqual([]))
  test('an owner’s leads operations', async () => {
    await ownerLeadsSetup(f)
    expect(await walk(ownerLeadsWalk(f))).toEqual([])
  })
})

test('the walk sends every operation of the document a valid and an invalid request', () => {
  const missing: string[] = []
  for (const [path, ops] of Object.entries(doc.paths))
    for (const method of Object.keys(ops)) {
      const op = `${method.toUpperCase()} ${path}`
      for (const kind of ['valid', 'invalid']) if (!walked.get(op)?.has(kind)) missing.push(`${op} (${kind})`)
    }
  expect(missing).toEqual([])
})
