/** What a visitor's message or visit request is about: a listing, or a builder's project (issue 32). */
import type { MessageKey } from '#i18n'

export type LeadSubjectRef =
  | { kind: 'property'; id: string; code?: string }
  | { kind: 'project'; id: string; name: string; unitTypes: { id: string; name: string }[] }

/** The API address that takes the subject's messages or visit requests. */
export function leadApiPath(subject: LeadSubjectRef, what: 'messages' | 'visits'): string {
  return `/api/${subject.kind === 'project' ? 'projects' : 'properties'}/${encodeURIComponent(subject.id)}/${what}`
}

/** The texts that differ for a project: the builder, not the agency, answers. */
export const leadTexts = (subject: LeadSubjectRef) =>
  subject.kind === 'project'
    ? ({
        messageTitle: 'project_page.contact.message_title',
        messageSent: 'project_page.contact.message_sent',
        visitTitle: 'project_page.contact.visit',
        visitIntro: 'project_page.contact.visit_intro',
        visitSent: 'project_page.contact.visit_sent',
      } as const satisfies Record<string, MessageKey>)
    : ({
        messageTitle: 'visitor.message.title',
        messageSent: 'visitor.message.sent',
        visitTitle: 'visitor.visit.title',
        visitIntro: 'visitor.visit.intro',
        visitSent: 'visitor.visit.sent',
      } as const satisfies Record<string, MessageKey>)
