/**
 * What a visitor's message or visit request is about: a public listing (its adviser, else its
 * agency) or a builder's public project, optionally one of its unit types (issue 32). The message
 * and visit use cases are the same for both; only this part differs.
 */
import type { Executor } from '#db/client'
import { listingPath } from '#core/listings'
import { getProjectLeadSubject } from '#core/projects'
import { notFound, runtime, siteOrigin, type ServiceContext } from '#core/shared'
import { recordListingEvent, recordProjectEvent } from '#core/visitor'
import { findListingForMessage } from './visitor-lead.queries'

/** The listing, or the project (and unit type), a lead is about; ids already decoded (null: malformed). */
export type LeadTarget = { propertyId: number | null } | { projectId: number | null; unitTypeId?: number | null }

export interface LeadSubject {
  /** The lead's columns besides the visitor's. */
  lead: {
    customerId: number
    propertyId: number | null
    projectId: number | null
    unitTypeId: number | null
    municipalityId: number | null
    details: Record<string, unknown>
  }
  /** Where its e-mail goes. */
  to: string
  agencyName: string
  /** A listing's code and title; a project's name and its unit type's (or its own) name. */
  code: string
  title: string
  /** The page, absolute. */
  url: string
  /** The project and unit type, for the e-mails that name them. */
  project: { name: string; unitType: string | null } | null
  /** Counts the contact in the listing's or the project's statistics (docs/statistics.md). */
  record: (db: Executor, event: 'message' | 'visit_request', visitor: string | null) => Promise<void>
}

/** 404 for a listing or project the public cannot see; 422 on unit_type_id for a unit type of another project. */
export async function leadSubject(ctx: ServiceContext, target: LeadTarget): Promise<LeadSubject> {
  if ('projectId' in target) {
    const p = await getProjectLeadSubject(ctx, { id: target.projectId, unitTypeId: target.unitTypeId ?? null })
    const to = p.builderEmail || runtime().env.TEAM_EMAIL
    return {
      lead: {
        customerId: p.customerId,
        propertyId: null,
        projectId: p.id,
        unitTypeId: p.unitType?.id ?? null,
        municipalityId: p.municipalityId,
        details: { project: p.name, ...(p.unitType ? { unit_type: p.unitType.name } : {}), delivered_to: to },
      },
      to,
      agencyName: p.builderName,
      code: p.name,
      title: p.unitType?.name ?? p.name,
      url: siteOrigin() + p.path,
      project: { name: p.name, unitType: p.unitType?.name ?? null },
      record: (db, event, visitor) => recordProjectEvent(db, p.id, event, visitor),
    }
  }
  const listing = target.propertyId != null ? await findListingForMessage(ctx.db, target.propertyId) : null
  if (!listing) throw notFound('errors.property_not_found')
  const to = listing.adviserEmail || listing.agencyEmail || runtime().env.TEAM_EMAIL
  return {
    lead: {
      customerId: listing.customerId,
      propertyId: listing.id,
      projectId: null,
      unitTypeId: null,
      municipalityId: listing.municipalityId,
      details: { code: listing.code, delivered_to: to },
    },
    to,
    agencyName: listing.agencyName,
    code: listing.code,
    title: listing.title,
    url:
      siteOrigin() +
      listingPath({
        id: listing.id,
        title: listing.title,
        municipalityName: listing.municipalityName,
        sectorName: null,
        businessType: listing.businessType,
      }),
    project: null,
    record: (db, event, visitor) => recordListingEvent(db, listing.id, event, visitor),
  }
}
