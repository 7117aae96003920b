/**
 * What the capture-lead tests share: a fresh database with the runtime set, a signed-in visitor's
 * context in English, each use case called as its adapters call it (the input parsed by its own
 * schema first), a new address per request and readers of the stored leads and queued e-mails.
 * Call `captureLeadWorld()` at the top of a test file: it registers the hooks.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import { parseEnv, setEnvForTests } from '#config/env'
import * as micrositeContact from '#core/leads/microsite-message.service'
import * as agencyMessage from '#core/leads/agency-message.service'
import * as campaignRequest from '#core/leads/campaign-request.service'
import { CatchmentLeadSchema } from '#core/leads/catchment.schemas'
import * as catchment from '#core/leads/catchment.service'
import { ChatMessageSchema } from '#core/leads/chat.schemas'
import * as chat from '#core/leads/chat.service'
import { AgencyMessageSchema, CampaignRequestSchema } from '#core/leads/visitor-lead.schemas'
import type { LeadMeta } from '#core/leads/capture-lead.service'
import type { Actor } from '#core/shared/actor.constants'
import type { ServiceContext } from '#core/shared/context.types'
import { parseInput } from '#core/shared/validation.utils'
import { resetAllRateLimits } from '#core/shared/rate-limit.infra'
import { setRuntime } from '#core/shared/runtime.config'
import type { DatabaseHandle } from '#db/client'
import { leads, outbox } from '#db/schema'
import { pathId } from '#web/ids'
import { insertUser, seedReferenceData } from '../factories/listings'
import { createTestDb } from '../setup/test-db'

export const ENV = { PUBLIC_URL: 'https://wi.example', TEAM_EMAIL: 'equipo@example.com', SEED_DEMO: 'never' }
export const POLICY = 'Ley 1581 de 2012'
export const visitor = { name: 'Pedro Pérez', email: 'Pedro@Example.com', phone: '300 555 1234', consent: true }

// Each use case as its adapters call it: the input parsed by the use case's own schema first.
export const sendAgencyMessage = async (c: ServiceContext, propertyId: number, input: unknown, from?: LeadMeta) =>
  agencyMessage.sendAgencyMessage(c, { propertyId }, parseInput(AgencyMessageSchema, input), from)
export const submitCampaignRequest = async (c: ServiceContext, input: unknown, from?: LeadMeta) =>
  campaignRequest.submitCampaignRequest(c, parseInput(CampaignRequestSchema, input), from)
export const captureCatchmentLead = async (c: ServiceContext, input: unknown, from?: LeadMeta) =>
  catchment.captureCatchmentLead(c, parseInput(CatchmentLeadSchema, input), from)
export const sendChatMessage = async (c: ServiceContext, input: unknown, from?: LeadMeta) =>
  chat.sendChatMessage(c, parseInput(ChatMessageSchema, input), from)
export const sendMicrositeMessage = async (c: ServiceContext, customerId: string, input: unknown, from?: LeadMeta) =>
  micrositeContact.sendMicrositeMessage(c, pathId('customer', customerId), parseInput(AgencyMessageSchema, input), from)

export function captureLeadWorld() {
  const world = {
    handle: undefined as unknown as DatabaseHandle,
    ctx: undefined as unknown as ServiceContext,
  }
  let ipN = 1
  const meta = () => ({ ip: `203.0.113.${ipN++}`, clientId: 'cliente-abc123' })

  beforeAll(async () => {
    const handle = await createTestDb()
    world.handle = handle
    setEnvForTests(ENV)
    setRuntime({ handle, db: handle.db, env: parseEnv({ ...process.env, ...ENV }) })
    await seedReferenceData(handle.db)
    const user = await insertUser(handle.db, { email: 'visitante@example.com' })
    const actor: Actor = { userId: user.id, sessionId: null, email: user.email, fullName: 'Visitante', grants: [] }
    world.ctx = { db: handle.db, actor, locale: 'en' }
  })
  beforeEach(() => resetAllRateLimits())
  afterAll(async () => {
    setRuntime(undefined)
    setEnvForTests({})
    await world.handle?.close()
  })

  const leadsOf = (email: string) =>
    world.handle.db.select().from(leads).where(eq(leads.email, email)).orderBy(leads.id)
  async function mailOf(leadId: number) {
    const rows = await world.handle.db.select().from(outbox).where(eq(outbox.kind, 'email'))
    return rows.filter((r) => r.payload.leadId === leadId).map((r) => r.payload)
  }

  return { world, meta, leadsOf, mailOf }
}
