import type { Executor } from '#db/client'
import { type Actor, type ServiceContext, validationError } from '#core/shared'
import type { ProjectDraft } from './project.schemas'
import { findCustomerKind, insertProjectRecord, replaceAmenities } from './project-admin.queries'
import { assertCanCreateProjectIn, assertCanCreateProjects, assertProjectBackOffice } from './project.policy'
import { resolveProjectInput } from './project-draft.service'
import { recordProjectAudit } from './project-status.service'
import { saveUnitTypes } from './project-unit-types.service'

/**
 * The builder a new project belongs to: the member's own, or the one a SuperAdmin names. 403
 * outside the actor's agencies; 422 on `customer_id` when none is known or it is not a builder.
 */
export async function builderForNewProject(db: Executor, actor: Actor, requested: number | null | undefined) {
  const scope = assertCanCreateProjects(actor)
  const id = requested ?? (scope !== 'all' && scope.length === 1 ? scope[0] : null)
  if (id === null) throw validationError({ customer_id: [{ key: 'validation.required' }] }, 'admin.agency.choose_first')
  const customer = await findCustomerKind(db, id)
  if (!customer) throw validationError({ customer_id: [{ key: 'validation.invalid_option' }] })
  assertCanCreateProjectIn(actor, id)
  if (customer.kind !== 'builder')
    throw validationError({ customer_id: [{ key: 'projects.builder_required' }] }, 'projects.builder_required')
  return id
}

/** Creates a project as a draft, with its amenities and unit types, and records it in the audit trail. */
export async function createProject(ctx: ServiceContext, draft: ProjectDraft) {
  const actor = ctx.actor
  assertProjectBackOffice(actor, 'create')
  const customerId = await builderForNewProject(ctx.db, actor, draft.customer_id)
  return ctx.db.transaction(async (tx) => {
    const { values, amenityIds } = await resolveProjectInput(tx, draft, null, customerId)
    const row = await insertProjectRecord(tx, {
      ...values,
      name: draft.name,
      stage: draft.stage,
      customerId,
      status: 'draft',
      createdById: actor.userId,
    })
    if (amenityIds?.length) await replaceAmenities(tx, row.id, amenityIds)
    if (draft.unit_types?.length) await saveUnitTypes(tx, row.id, draft.unit_types)
    await recordProjectAudit(tx, actor, 'project.create', row, { name: row.name })
    return row
  })
}
