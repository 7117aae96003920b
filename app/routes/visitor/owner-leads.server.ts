/**
 * /user/panel/leads: an owner's inbox (issue 33) for the panel's loader and forms. The leads
 * come from the owner's use cases (core/leads owner-leads.service.ts), each with the wa.me link
 * that answers it on WhatsApp; its forms (`intent` owner-lead-reply, owner-lead-status) post
 * to the panel's action like the panel's other options.
 */
import { translate } from '#i18n'
import {
  LeadReplySchema,
  LeadStatusSchema,
  leadWhatsappUrl,
  listOwnLeads,
  replyToOwnLead,
  setOwnLeadStatus,
} from '#core/leads'
import { listOwnListings } from '#core/listings'
import type { SignedInContext } from '#web/context'
import { pathId } from '#web/ids'
import { formInput } from '#web/input'
import type { IntentForm } from '#web/page'

/** The page of leads the address asks for (`?page=`), with what each lead's card offers. */
export async function ownerLeadsPage(ctx: SignedInContext, url: URL) {
  const page = Math.max(1, Math.floor(Number(url.searchParams.get('page')) || 1))
  const [result, listings] = await Promise.all([listOwnLeads(ctx, { page }), listOwnListings(ctx)])
  const leads = result.data.map((lead) => ({
    ...lead,
    whatsappUrl: leadWhatsappUrl(
      lead,
      translate(ctx.locale, 'owner.leads.whatsapp_text', { name: lead.name, title: lead.property?.title ?? '' }),
    ),
  }))
  return {
    leads,
    page: result.meta.page,
    pages: Math.max(1, Math.ceil(result.meta.total / result.meta.perPage)),
    hasListings: listings.length > 0,
  }
}

const leadId = (id: string) => pathId('lead', id)

/** The inbox's forms on the lead `id` (the panel's action runs them). */
export const OWNER_LEAD_INTENTS: Record<string, IntentForm<[SignedInContext, FormData, string]>> = {
  'owner-lead-reply': {
    run: (ctx, form, id) => replyToOwnLead(ctx, leadId(id), formInput(LeadReplySchema, form)),
    saved: 'owner.leads.reply_sent',
    missing: 'form',
  },
  'owner-lead-status': {
    run: (ctx, form, id) => setOwnLeadStatus(ctx, leadId(id), formInput(LeadStatusSchema, form)),
    saved: 'owner.leads.status_saved',
    missing: 'form',
  },
}
