/**
 * /user/panel/{option}: the signed-in visitor's panel — favourites (with price-drop
 * notes; then the favourite projects), saved searches (rename, alert frequency, open, delete), comparison, shared links
 * (open, WhatsApp, copy, revoke), messages sent to agencies, visit requests (each to its page
 * /visits/{token}: cancel, accept a proposed time), followed projects (open, stop following), and a link to the
 * account. /user/panel/unsubscribe?token=… is the unsubscribe link of a saved search's alerts and of a followed
 * project's e-mails, and works without signing in. Each option's view
 * is in app/components/visitor/panel/.
 */
import { data, NavLink, useActionData } from 'react-router'
import { AccountPanel } from '~/components/visitor/panel/account-panel'
import { ComparisonPanel } from '~/components/visitor/panel/comparison-panel'
import { FavoritesPanel } from '~/components/visitor/panel/favorites-panel'
import { FollowedProjectsPanel } from '~/components/visitor/panel/followed-projects-panel'
import { ProjectFavoritesPanel } from '~/components/visitor/panel/project-favorites-panel'
import { MessagesPanel } from '~/components/visitor/panel/messages-panel'
import { SearchesPanel } from '~/components/visitor/panel/searches-panel'
import { SharedPanel } from '~/components/visitor/panel/shared-panel'
import { UnsubscribePanel } from '~/components/visitor/panel/unsubscribe-panel'
import { VisitsPanel } from '~/components/visitor/panel/visits-panel'
import { OwnerListingsPanel } from '~/components/owner/owner-listings-panel'
import { OwnerLeadsPanel } from '~/components/owner/owner-leads-panel'
import { cn } from '~/components/ui/cn'
import { TitledSection } from '~/components/ui/titled-section'
import { translate } from '#i18n'
import { useT } from '~/lib/i18n'
import { echoedValues, formFields, formInput, formString } from '#web/input'
import { anonymousContext, type SignedInContext } from '#web/context'
import { runIntent, signedInPageContext, type IntentForm, readForm } from '#web/page'
import { parseInput } from '#core/shared'
import { listOwnSentMessages, listOwnVisits } from '#core/leads'
import {
  closeOwnListing,
  listOwnListings,
  ownerListingRowView,
  pauseOwnListing,
  publishOwnListing,
} from '#core/listings'
import {
  findFollowToUnsubscribe,
  listFollowedProjects,
  unfollowProject,
  unsubscribeProjectFollow,
} from '#core/projects'
import { pathId } from '#web/ids'
import {
  comparisonPage,
  listFavoriteItems,
  listProjectItems,
  ProjectRefSchema,
  changeProjectList,
  removeFavorite,
  deleteSavedSearch,
  findSearchToUnsubscribe,
  listSavedSearchesWithCriteria,
  listShortlists,
  revokeShortlist,
  unsubscribeSearch,
  updateSavedSearch,
  PropertyRefSchema,
  UpdateSearchSchema,
} from '#core/visitor'
import type { Route } from './+types/panel'
import { OWNER_LEAD_INTENTS, ownerLeadsPage } from './owner-leads.server'
import { pageLocale } from '#web/page-address'

const OPTIONS = [
  'favorites',
  'searches',
  'projects',
  'compare',
  'shared',
  'messages',
  'visits',
  'listings',
  'leads',
  'account',
] as const
type Option = (typeof OPTIONS)[number]

export async function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const locale = pageLocale(url)
  const option = params.option ?? 'favorites'
  if (option === 'unsubscribe') {
    // Reading the link changes nothing (mail scanners follow links); the visitor confirms.
    const token = url.searchParams.get('token') ?? ''
    const ctx = anonymousContext(locale)
    const search = await findSearchToUnsubscribe(ctx, token)
    const follow = search ? null : await findFollowToUnsubscribe(ctx, token)
    return { option: 'unsubscribe' as const, token, search, follow }
  }
  if (!(OPTIONS as readonly string[]).includes(option)) throw data(null, { status: 404 })
  const ctx = await signedInPageContext(request)
  switch (option as Option) {
    case 'favorites':
      return {
        option: 'favorites' as const,
        favorites: await listFavoriteItems(ctx),
        projects: await listProjectItems(ctx, 'favorites'),
      }
    case 'searches':
      return { option: 'searches' as const, searches: await listSavedSearchesWithCriteria(ctx) }
    case 'projects':
      return { option: 'projects' as const, projects: await listFollowedProjects(ctx) }
    case 'compare':
      return { option: 'compare' as const, compare: (await comparisonPage(ctx, [])).items }
    case 'shared':
      return { option: 'shared' as const, shared: await listShortlists(ctx) }
    case 'messages': {
      const rows = await listOwnSentMessages(ctx)
      return {
        option: 'messages' as const,
        messages: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), propertyId: undefined })),
      }
    }
    case 'visits':
      return { option: 'visits' as const, visits: await listOwnVisits(ctx) }
    case 'listings':
      return {
        option: 'listings' as const,
        listings: (await listOwnListings(ctx)).map(ownerListingRowView),
        done: url.searchParams.get('done'),
      }
    case 'leads':
      return { option: 'leads' as const, ...(await ownerLeadsPage(ctx, url)) }
    default:
      return { option: 'account' as const }
  }
}

const ownId = (id: string) => pathId('property', id, 'errors.property_not_found')

/** Each form of the panel (its `intent`) on the record `id`: its use case, and the message its success shows. */
const INTENTS: Record<string, IntentForm<[SignedInContext, FormData, string]>> = {
  'update-search': {
    run: (ctx, form, id) => updateSavedSearch(ctx, id, formInput(UpdateSearchSchema, form)),
    saved: 'toast.saved',
  },
  'delete-search': { run: (ctx, _form, id) => deleteSavedSearch(ctx, id), saved: 'visitor.searches.deleted' },
  'remove-favorite': {
    run: (ctx, _form, id) => removeFavorite(ctx, parseInput(PropertyRefSchema, { property_id: id })),
    saved: 'toast.saved',
  },
  'unfollow-project': {
    run: (ctx, _form, id) => unfollowProject(ctx, pathId('project', id)),
    saved: 'visitor.follows.unfollowed',
  },
  'remove-project-favorite': {
    run: (ctx, _form, id) =>
      changeProjectList(ctx, 'favorites', 'remove', parseInput(ProjectRefSchema, { project_id: id })),
    saved: 'toast.saved',
  },
  'revoke-shortlist': { run: (ctx, _form, id) => revokeShortlist(ctx, id), saved: 'shortlist.panel.revoked' },
  // The owner's listings (issue 33).
  'owner-publish': {
    run: (ctx, _form, id) => publishOwnListing(ctx, ownId(id)),
    saved: (listing) =>
      (listing as { status: string }).status === 'published' ? 'owner.panel.published_now' : 'owner.panel.submitted',
  },
  'owner-pause': { run: (ctx, _form, id) => pauseOwnListing(ctx, ownId(id)), saved: 'owner.panel.paused' },
  'owner-close-rented': {
    run: (ctx, _form, id) => closeOwnListing(ctx, ownId(id), { as: 'rented' }),
    saved: 'owner.panel.saved',
  },
  'owner-close-sold': {
    run: (ctx, _form, id) => closeOwnListing(ctx, ownId(id), { as: 'sold' }),
    saved: 'owner.panel.saved',
  },
  // The owner's inbox (issue 33).
  ...OWNER_LEAD_INTENTS,
}

export async function action({ request, params }: Route.ActionArgs) {
  const locale = pageLocale(request)
  if (params.option === 'unsubscribe') {
    const form = await readForm(request)
    const ctx = anonymousContext(locale)
    const token = formString(form, 'token')
    const follow = await unsubscribeProjectFollow(ctx, token)
    const result = follow ? { ...follow, follow: true } : await unsubscribeSearch(ctx, token)
    return { ok: result !== null, id: '', message: '', unsubscribed: result }
  }
  const ctx = await signedInPageContext(request)
  const form = await readForm(request)
  const id = formString(form, 'id')
  // A refused change keeps what was typed (shown by the searches panel next to its messages).
  return runIntent(locale, formString(form, 'intent'), INTENTS, [ctx, form, id], {
    id,
    values: echoedValues(formFields(form)),
  })
}

export function meta({ location, params }: Route.MetaArgs) {
  const locale = pageLocale(location)
  const option = OPTIONS.find((o) => o === (params.option ?? 'favorites'))
  const title = option
    ? translate(locale, `visitor.panel.options.${option}`)
    : translate(locale, 'visitor.searches.unsubscribe_title')
  return [{ title: `${title} | ${translate(locale, 'brand')}` }, { name: 'robots', content: 'noindex' }]
}

export default function Panel({ loaderData }: Route.ComponentProps) {
  const { t, href } = useT()
  const result = useActionData<typeof action>()
  if (loaderData.option === 'unsubscribe')
    return (
      <UnsubscribePanel
        token={loaderData.token}
        search={loaderData.search}
        follow={loaderData.follow}
        result={result}
      />
    )
  return (
    <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-8 sm:px-6 md:grid-cols-[14rem_minmax(0,1fr)]">
      <div className="min-w-0">
        <h1 className="text-2xl font-extrabold text-ink-900">{t('visitor.panel.title')}</h1>
        <nav aria-label={t('visitor.panel.nav')} className="mt-4">
          <ul className="flex gap-1 overflow-x-auto pb-1 md:flex-col">
            {OPTIONS.map((o) => (
              <li key={o} className="shrink-0">
                <NavLink
                  to={o === 'account' ? href('/user/account') : href(`/user/panel/${o}`)}
                  className={({ isActive }) =>
                    cn(
                      'flex min-h-11 items-center rounded-xl px-3 text-sm font-bold whitespace-nowrap text-ink-900 hover:bg-ink/5',
                      (isActive || loaderData.option === o) &&
                        'bg-brand-50 underline decoration-brand-600 decoration-3 underline-offset-6',
                    )
                  }
                >
                  {t(`visitor.panel.options.${o}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <TitledSection id="panel-title" title={t(`visitor.panel.options.${loaderData.option}`)} className="min-w-0">
        <div className="mt-4">
          {loaderData.option === 'favorites' && (
            <>
              <FavoritesPanel items={loaderData.favorites} />
              <ProjectFavoritesPanel items={loaderData.projects} />
            </>
          )}
          {loaderData.option === 'searches' && <SearchesPanel items={loaderData.searches} result={result} />}
          {loaderData.option === 'projects' && <FollowedProjectsPanel items={loaderData.projects} result={result} />}
          {loaderData.option === 'compare' && <ComparisonPanel items={loaderData.compare} />}
          {loaderData.option === 'shared' && <SharedPanel items={loaderData.shared} result={result} />}
          {loaderData.option === 'messages' && <MessagesPanel items={loaderData.messages} />}
          {loaderData.option === 'visits' && <VisitsPanel items={loaderData.visits} />}
          {loaderData.option === 'listings' && (
            <>
              {result?.message && (
                <p role="status" className="mb-3 rounded-xl bg-ink/5 p-3 text-sm font-bold text-ink-900">
                  {result.message}
                </p>
              )}
              <OwnerListingsPanel items={loaderData.listings} done={loaderData.done} />
            </>
          )}
          {loaderData.option === 'leads' && <OwnerLeadsPanel {...loaderData} result={result} />}
          {loaderData.option === 'account' && <AccountPanel />}
        </div>
      </TitledSection>
    </div>
  )
}
