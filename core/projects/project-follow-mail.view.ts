/**
 * The e-mail to a project's follower (ADR 0029): what changed — a progress update ("avance de
 * obra": percent and note), unit types that dropped their price ("bajó de precio", old → new),
 * or a new stage (delivered) — with the project's link and the link that stops following it.
 */
import { formatCop } from '#core/shared/browser'
import { renderEmail, type MailLocale, type RenderedEmail } from '#core/notifications/browser'
import type { ProjectStage } from './project.constants'

export type ProjectFollowEvent =
  | { kind: 'progress'; percent: number; note: string }
  | { kind: 'price'; unitType: string; oldPrice: number; newPrice: number }
  | { kind: 'stage'; stage: ProjectStage }

const texts = {
  'es-CO': {
    subject: { progress: 'Avance de obra', price: 'Bajó de precio', stage: 'Nueva etapa' },
    greeting: (name: string) => `Hola, ${name}:`,
    intro: (project: string) => `Hay novedades del proyecto «${project}», que sigues:`,
    progress: (percent: number, note: string) => `Avance de obra: ${percent} %${note ? `. ${note}` : ''}`,
    price: (unit: string, from: string, to: string) => `Bajó de precio: ${unit}, de ${from} a ${to}`,
    stage: (stage: string) => `El proyecto pasó a la etapa «${stage}».`,
    stages: {
      sobre_planos: 'Sobre planos',
      en_construccion: 'En construcción',
      entrega_inmediata: 'Entrega inmediata',
    },
    action: 'Ver el proyecto',
    unsubscribe: (url: string) => `¿No quieres seguir este proyecto? Deja de seguirlo aquí: ${url}`,
  },
  en: {
    subject: { progress: 'Construction progress', price: 'Price drop', stage: 'New stage' },
    greeting: (name: string) => `Hello ${name},`,
    intro: (project: string) => `There is news from "${project}", a project you follow:`,
    progress: (percent: number, note: string) => `Construction progress: ${percent}%${note ? `. ${note}` : ''}`,
    price: (unit: string, from: string, to: string) => `Price drop: ${unit}, from ${from} to ${to}`,
    stage: (stage: string) => `The project moved to the "${stage}" stage.`,
    stages: { sobre_planos: 'Off-plan', en_construccion: 'Under construction', entrega_inmediata: 'Ready to move in' },
    action: 'See the project',
    unsubscribe: (url: string) => `Don't want to follow this project any more? Stop following it here: ${url}`,
  },
} as const

/** One line per event, in the follower's language. */
function followEventLine(locale: MailLocale, e: ProjectFollowEvent): string {
  const t = texts[locale]
  if (e.kind === 'progress') return t.progress(e.percent, e.note)
  if (e.kind === 'price') return t.price(e.unitType, formatCop(e.oldPrice), formatCop(e.newPrice))
  return t.stage(t.stages[e.stage])
}

export function projectFollowEmail(p: {
  locale: MailLocale
  brand: string
  name: string
  project: string
  events: ProjectFollowEvent[]
  projectUrl: string
  unsubscribeUrl: string
}): RenderedEmail {
  const t = texts[p.locale]
  const kinds = [...new Set(p.events.map((e) => t.subject[e.kind]))]
  return renderEmail({
    brand: p.brand,
    subject: `${kinds.join(' · ')}: ${p.project}`,
    greeting: t.greeting(p.name),
    paragraphs: [t.intro(p.project), ...p.events.map((e) => followEventLine(p.locale, e))],
    action: { label: t.action, url: p.projectUrl },
    footer: t.unsubscribe(p.unsubscribeUrl),
  })
}
