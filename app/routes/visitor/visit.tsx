/**
 * /visits/{token} (and /en/visits/{token}): the visitor's page of a visit request, the link of
 * every e-mail about it (and of the panel's visits). Without signing in: the token is the key.
 * It shows the state and the times, and offers to accept a time the agency proposed and to
 * cancel. Reading it changes nothing (mail scanners follow links); plain forms do, without
 * JavaScript too. Never indexed, never cached.
 */
import { Form, Link, useNavigation } from 'react-router'
import { Button } from '~/components/ui/button'
import { formatDateTime } from '~/components/ui/dates'
import { TextArea } from '~/components/ui/field'
import { cn } from '~/components/ui/cn'
import { translate } from '#i18n'
import { useT } from '~/lib/i18n'
import { ActionMessage } from '~/components/admin/org/action-message'
import { formInput, formString } from '#web/input'
import { anonymousContext } from '#web/context'
import { loadOr404, runIntent, type FormResult, readForm } from '#web/page'
import {
  VisitAcceptSchema,
  VisitCancelSchema,
  acceptProposedVisit,
  cancelVisitByVisitor,
  getVisitByToken,
} from '#core/leads'
import type { Route } from './+types/visit'
import { pageLocale } from '#web/page-address'

/** A bad token, or a visit over 30 days past: the 404 page with the reason. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const ctx = anonymousContext(pageLocale(request))
  return { visit: await loadOr404(() => getVisitByToken(ctx, params.token), { ownMessage: true }) }
}

/** Cancel, or accept the proposal the page showed (its `starts_at`); any other intent is a 400. */
export async function action({ request, params }: Route.ActionArgs) {
  const locale = pageLocale(request)
  const ctx = anonymousContext(locale)
  const form = await readForm(request)
  const intent = formString(form, 'intent')
  return runIntent(
    locale,
    intent,
    {
      accept: {
        run: () => acceptProposedVisit(ctx, params.token, formInput(VisitAcceptSchema, form)),
        saved: 'visitor.visit_page.accepted',
        missing: 'page',
      },
      cancel: {
        run: () => cancelVisitByVisitor(ctx, params.token, formInput(VisitCancelSchema, form)),
        saved: 'visitor.visit_page.cancelled_done',
        missing: 'page',
      },
    },
    [],
    { intent },
  )
}

export function headers() {
  return { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' }
}

export function meta({ location }: Route.MetaArgs) {
  const locale = location.pathname.startsWith('/en/') ? 'en' : 'es-CO'
  return [
    { title: `${translate(locale, 'visitor.visit_page.title')} | ${translate(locale, 'brand')}` },
    { name: 'robots', content: 'noindex' },
  ]
}

const TONES = {
  requested: 'bg-brand-50 text-ink-900',
  proposed: 'bg-amber-100 text-amber-900',
  confirmed: 'bg-green-100 text-green-900',
  cancelled: 'bg-ink/10 text-ink-900',
} as const

export default function VisitPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useT()
  const { visit } = loaderData
  const result = actionData as FormResult | undefined
  const busy = useNavigation().state === 'submitting'
  const when = (iso: string) => formatDateTime(iso, locale, 'full', 'short')
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-5 px-4 py-10 sm:px-6" data-testid="visit-page">
      <div>
        <h1 className="text-2xl font-extrabold text-ink-900">{t('visitor.visit_page.title')}</h1>
        <p className="mt-1 text-ink-900">
          {visit.path ? (
            <Link to={visit.path} className="font-bold underline underline-offset-2">
              {t('visitor.visit_page.listing', { code: visit.code })} · {visit.title}
            </Link>
          ) : (
            t('visitor.visit_page.listing', { code: visit.code })
          )}
        </p>
        {visit.place && <p className="text-sm text-ink">{visit.place}</p>}
        <p className="text-sm text-ink">{t('visitor.visit_page.agency', { agency: visit.agencyName })}</p>
      </div>
      <ActionMessage result={result} soft />
      <p className={cn('rounded-xl px-4 py-3 text-lg font-extrabold', TONES[visit.status])} data-testid="visit-status">
        {t(`visitor.visit_page.status.${visit.status}`)}
      </p>
      {visit.status === 'cancelled' && (
        <p className="text-ink-900">
          {t(
            visit.cancelledBy === 'agency'
              ? 'visitor.visit_page.cancelled_by_agency'
              : 'visitor.visit_page.cancelled_by_visitor',
          )}
        </p>
      )}
      {visit.scheduledAt && visit.status !== 'requested' && (
        <div className="rounded-xl border border-ink/15 p-4">
          <p className="text-sm font-bold">
            {t(visit.status === 'proposed' ? 'visitor.visit_page.proposed_time' : 'visitor.visit_page.scheduled')}
          </p>
          <p className="text-lg font-extrabold text-ink-900">{when(visit.scheduledAt)}</p>
          <p className="text-sm text-ink">{t('visitor.visit_page.time_note')}</p>
          {visit.canAccept && (
            <Form method="post" className="mt-3">
              <input type="hidden" name="intent" value="accept" />
              <input type="hidden" name="starts_at" value={visit.scheduledAt} />
              <Button type="submit" busy={busy}>
                {t('visitor.visit_page.accept')}
              </Button>
            </Form>
          )}
        </div>
      )}
      <div>
        <h2 className="text-sm font-bold">{t('visitor.visit_page.your_slots')}</h2>
        <ul className="mt-2 flex flex-col gap-1 text-ink-900">
          {visit.slots.map((slot) => (
            <li key={slot}>{when(slot)}</li>
          ))}
        </ul>
      </div>
      {visit.canCancel && (
        <Form method="post" className="flex flex-col gap-3 border-t border-ink/10 pt-5">
          <input type="hidden" name="intent" value="cancel" />
          <h2 className="font-extrabold text-ink-900">{t('visitor.visit_page.cancel_title')}</h2>
          <TextArea
            label={t('visitor.visit_page.cancel_reason')}
            name="reason"
            rows={2}
            maxLength={500}
            error={result?.intent === 'cancel' ? result.errors?.reason : undefined}
          />
          <div>
            <Button type="submit" variant="ghost" busy={busy}>
              {t('visitor.visit_page.cancel')}
            </Button>
          </div>
        </Form>
      )}
      {visit.path && (
        <Link to={visit.path} className="text-sm font-bold underline underline-offset-2">
          {t('visitor.visit_page.see_listing')}
        </Link>
      )}
    </div>
  )
}
