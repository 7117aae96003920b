/**
 * /user/panel/{option}: the signed-in visitor's panel — favourites (with price-drop
 * notes), saved searches (rename, alert frequency, open, delete), comparison, messages
 * sent to agencies, and a link to the account. /user/panel/unsubscribe?token=… is the
 * saved-search alerts' unsubscribe link and works without signing in.
 */
import { data, Form, Link, NavLink, useActionData, useNavigation } from 'react-router'
import { formatDate } from '~/components/ui/dates'
import { Button, ButtonLink, buttonClass } from '~/components/ui/button'
import { cn } from '~/components/ui/cn'
import { Select, TextField } from '~/components/ui/field'
import { ListingActions } from '~/components/visitor/listing-actions'
import { localeFromPath, translate } from '~/i18n'
import { useT } from '~/lib/i18n'
import { formInput, formString } from '#web/input'
import { anonymousContext } from '#web/context'
import { runForm, signedInPageContext, type FormResult } from '#web/page'
import { ALERT_FREQUENCIES } from '#core/visitor/browser'
import { type MessageKey, formatCop } from '#core/shared/browser'
import { listOwnSentMessages } from '#core/leads'
import {
  comparisonPage,
  listFavoriteItems,
  removeFavorite,
  deleteSavedSearch,
  findSearchToUnsubscribe,
  listSavedSearches,
  unsubscribeSearch,
  updateSavedSearch,
  UpdateSearchSchema,
} from '#core/visitor'
import type { Route } from './+types/panel'

const OPTIONS = ['favorites', 'searches', 'compare', 'messages', 'account'] as const
type Option = (typeof OPTIONS)[number]

export async function loader({ request, params }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const locale = localeFromPath(url.pathname)
  const option = params.option ?? 'favorites'
  if (option === 'unsubscribe') {
    // Reading the link changes nothing (mail scanners follow links); the visitor confirms.
    const token = url.searchParams.get('token') ?? ''
    const search = await findSearchToUnsubscribe(anonymousContext(locale), token)
    return { option: 'unsubscribe' as const, token, search }
  }
  if (!(OPTIONS as readonly string[]).includes(option)) throw data(null, { status: 404 })
  const ctx = await signedInPageContext(request)
  switch (option as Option) {
    case 'favorites':
      return { option: 'favorites' as const, favorites: await listFavoriteItems(ctx) }
    case 'searches':
      return { option: 'searches' as const, searches: await listSavedSearches(ctx) }
    case 'compare':
      return { option: 'compare' as const, compare: (await comparisonPage(ctx, [])).items }
    case 'messages': {
      const rows = await listOwnSentMessages(ctx)
      return {
        option: 'messages' as const,
        messages: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), propertyId: undefined })),
      }
    }
    default:
      return { option: 'account' as const }
  }
}

export async function action({ request, params }: Route.ActionArgs) {
  const locale = localeFromPath(new URL(request.url).pathname)
  if (params.option === 'unsubscribe') {
    const form = await request.formData()
    const result = await unsubscribeSearch(anonymousContext(locale), formString(form, 'token'))
    return { ok: result !== null, id: '', message: '', unsubscribed: result }
  }
  const ctx = await signedInPageContext(request)
  const form = await request.formData()
  const intent = formString(form, 'intent')
  const id = formString(form, 'id')
  const done = (key: MessageKey) => () => ({ ok: true, id, message: translate(locale, key) })
  switch (intent) {
    case 'update-search':
      return runForm(
        locale,
        () => updateSavedSearch(ctx, id, formInput(UpdateSearchSchema, form)),
        done('toast.saved'),
        { id },
      )
    case 'delete-search':
      return runForm(locale, () => deleteSavedSearch(ctx, id), done('visitor.searches.deleted'), { id })
    case 'remove-favorite':
      return runForm(locale, () => removeFavorite(ctx, id), done('toast.saved'), { id })
  }
  return data<FormResult>({ ok: false, id, message: translate(locale, 'errors.bad_request') }, { status: 400 })
}

export function meta({ location, params }: Route.MetaArgs) {
  const locale = localeFromPath(location.pathname)
  const option = OPTIONS.find((o) => o === (params.option ?? 'favorites'))
  const title = option
    ? translate(locale, `visitor.panel.options.${option}`)
    : translate(locale, 'visitor.searches.unsubscribe_title')
  return [{ title: `${title} | ${translate(locale, 'brand')}` }, { name: 'robots', content: 'noindex' }]
}

export default function Panel({ loaderData }: Route.ComponentProps) {
  const { t, href } = useT()
  if (loaderData.option === 'unsubscribe') return <Unsubscribe token={loaderData.token} search={loaderData.search} />
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
      <section aria-labelledby="panel-title" className="min-w-0">
        <h2 id="panel-title" className="text-xl font-extrabold text-ink-900">
          {t(`visitor.panel.options.${loaderData.option}`)}
        </h2>
        <div className="mt-4">
          {loaderData.option === 'favorites' && <Favorites items={loaderData.favorites} />}
          {loaderData.option === 'searches' && <Searches items={loaderData.searches} />}
          {loaderData.option === 'compare' && <CompareList items={loaderData.compare} />}
          {loaderData.option === 'messages' && <Messages items={loaderData.messages} />}
          {loaderData.option === 'account' && (
            <div>
              <p className="text-ink">{t('visitor.panel.account_text')}</p>
              <ButtonLink to={href('/user/account')} className="mt-4">
                {t('visitor.panel.account_go')}
              </ButtonLink>
            </div>
          )}
        </div>
      </section>
    </div>
  )
}

type Loaded = Route.ComponentProps['loaderData']
type Pick<O extends Loaded['option']> = Extract<Loaded, { option: O }>

function Empty({ text }: { text: string }) {
  return <p className="rounded-xl border border-dashed border-ink/25 bg-white p-6 text-ink">{text}</p>
}

function Favorites({ items }: { items: Pick<'favorites'>['favorites'] }) {
  const { t, locale } = useT()
  if (items.length === 0) return <Empty text={t('visitor.favorites.empty')} />
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="favorites-list">
      {items.map((f) => {
        const price = f.operation === 'rent' ? f.rentPrice : f.salePrice
        return (
          <li
            key={f.id}
            className="overflow-hidden rounded-xl border border-ink/10 bg-white shadow-sm"
            data-code={f.code}
          >
            <Link to={f.path} className="block">
              {f.photo ? (
                <img
                  src={f.photo}
                  alt=""
                  width={480}
                  height={320}
                  loading="lazy"
                  className="aspect-[3/2] w-full bg-ink/10 object-cover"
                />
              ) : (
                <span aria-hidden="true" className="block aspect-[3/2] w-full bg-ink/10" />
              )}
            </Link>
            <div className="p-4">
              <Link to={f.path} className="line-clamp-2 font-extrabold text-ink-900 hover:underline">
                {f.title}
              </Link>
              <p className="text-sm text-ink">
                {f.municipalityName
                  ? t('visitor.compare.item', { type: f.typeName, municipality: f.municipalityName })
                  : f.typeName}{' '}
                · {t('visitor.compare.code', { code: f.code })}
              </p>
              <p className="mt-1 text-lg font-extrabold text-ink-900">
                {price != null ? formatCop(price) : t('listing.price.ask')}
                {f.operation === 'rent' && price != null && (
                  <span className="text-sm font-semibold text-ink">{t('listing.price.per_month')}</span>
                )}
              </p>
              {f.priceDrop && (
                <p
                  className="mt-2 rounded-lg bg-green-50 px-3 py-2 text-sm font-bold text-green-800"
                  data-testid="price-drop"
                >
                  {f.priceDrop.changedAt
                    ? t('visitor.favorites.price_drop_on', {
                        date: formatDate(f.priceDrop.changedAt, locale),
                        from: formatCop(f.priceDrop.from),
                        to: formatCop(f.priceDrop.to),
                      })
                    : t('visitor.favorites.price_drop', {
                        from: formatCop(f.priceDrop.from),
                        to: formatCop(f.priceDrop.to),
                      })}
                </p>
              )}
              <div className="mt-3 flex items-center justify-between gap-2">
                <span className="text-xs text-ink">
                  {t('visitor.favorites.saved_on', { date: formatDate(f.savedAt, locale) })}
                </span>
                <Form method="post">
                  <input type="hidden" name="intent" value="remove-favorite" />
                  <input type="hidden" name="id" value={f.id} />
                  <button
                    type="submit"
                    className="min-h-9 rounded-lg px-2 text-sm font-bold text-red-700 hover:bg-red-50"
                  >
                    {t('visitor.actions.favorite_remove')}
                  </button>
                </Form>
              </div>
            </div>
          </li>
        )
      })}
    </ul>
  )
}

function Searches({ items }: { items: Pick<'searches'>['searches'] }) {
  const { t, href, locale } = useT()
  const result = useActionData<typeof action>()
  const navigation = useNavigation()
  if (items.length === 0) return <Empty text={t('visitor.searches.empty')} />
  return (
    <ul className="flex flex-col gap-4" data-testid="searches-list">
      {items.map((s) => {
        const failed = result && !result.ok && result.id === s.id ? (result as FormResult) : null
        const busy = navigation.state !== 'idle' && navigation.formData?.get('id') === s.id
        return (
          <li key={s.id} className="rounded-xl border border-ink/10 bg-white p-4 shadow-sm">
            <Form method="post" className="grid items-end gap-3 sm:grid-cols-[minmax(0,1fr)_12rem_auto]">
              <input type="hidden" name="id" value={s.id} />
              <TextField
                label={t('visitor.searches.name')}
                name="name"
                defaultValue={s.name}
                maxLength={80}
                required
                error={failed?.errors?.name}
              />
              <Select
                label={t('visitor.searches.frequency')}
                name="frequency"
                defaultValue={s.frequency}
                error={failed?.errors?.frequency}
              >
                {ALERT_FREQUENCIES.map((f) => (
                  <option key={f} value={f}>
                    {t(`visitor.searches.frequencies.${f}`)}
                  </option>
                ))}
              </Select>
              <Button
                type="submit"
                name="intent"
                value="update-search"
                variant="secondary"
                busy={busy && navigation.formData?.get('intent') === 'update-search'}
              >
                {t('actions.save')}
              </Button>
            </Form>
            <div className="mt-3 flex flex-wrap items-center gap-3 text-sm">
              <Link
                to={`${href('/properties/search')}${s.query ? `?${s.query}` : ''}`}
                className={buttonClass('ghost', 'sm')}
              >
                {t('visitor.searches.open')}
              </Link>
              <Form
                method="post"
                onSubmit={(e) => {
                  if (!confirm(t('visitor.searches.delete_confirm', { name: s.name }))) e.preventDefault()
                }}
              >
                <input type="hidden" name="id" value={s.id} />
                <button
                  type="submit"
                  name="intent"
                  value="delete-search"
                  className="min-h-9 rounded-lg px-2 font-bold text-red-700 hover:bg-red-50"
                >
                  {t('visitor.searches.delete')}
                </button>
              </Form>
              <span className="text-ink">
                {t('visitor.searches.created_on', { date: formatDate(s.createdAt, locale) })}
              </span>
              {result?.ok && result.id === s.id && (
                <span role="status" className="font-bold text-green-800">
                  {result.message}
                </span>
              )}
            </div>
          </li>
        )
      })}
    </ul>
  )
}

function CompareList({ items }: { items: Pick<'compare'>['compare'] }) {
  const { t, href } = useT()
  return (
    <div>
      {items.length === 0 ? (
        <Empty text={t('visitor.compare.empty')} />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {items.map((i) => (
            <li key={i.id} className="flex items-center gap-3 rounded-xl border border-ink/10 bg-white p-3 shadow-sm">
              {i.photo ? (
                <img
                  src={i.photo}
                  alt=""
                  width={80}
                  height={60}
                  className="h-15 w-20 shrink-0 rounded-md object-cover"
                />
              ) : (
                <span className="h-15 w-20 shrink-0 rounded-md bg-ink/10" />
              )}
              <div className="min-w-0 flex-1">
                <Link to={i.path} className="block truncate font-bold text-ink-900 hover:underline">
                  {i.municipalityName
                    ? t('visitor.compare.item', { type: i.typeName, municipality: i.municipalityName })
                    : i.typeName}
                </Link>
                <p className="text-sm text-ink">{t('visitor.compare.code', { code: i.code })}</p>
              </div>
              <ListingActions propertyId={i.id} variant="card" />
            </li>
          ))}
        </ul>
      )}
      <ButtonLink to={href('/properties/compare')} className="mt-4">
        {t('visitor.compare.go')}
      </ButtonLink>
    </div>
  )
}

function Messages({ items }: { items: Pick<'messages'>['messages'] }) {
  const { t, locale } = useT()
  if (items.length === 0) return <Empty text={t('visitor.panel.messages_empty')} />
  return (
    <ul className="flex flex-col gap-3">
      {items.map((m) => (
        <li key={m.id} className="rounded-xl border border-ink/10 bg-white p-4 shadow-sm">
          <p className="text-sm font-bold text-ink-900">
            {m.code
              ? t('visitor.panel.message_to', { agency: m.agencyName ?? '—', code: m.code })
              : (m.agencyName ?? '—')}
          </p>
          <p className="text-xs text-ink">{formatDate(m.createdAt, locale)}</p>
          {m.message && <p className="mt-2 whitespace-pre-line text-ink-900">{m.message}</p>}
        </li>
      ))}
    </ul>
  )
}

function Unsubscribe({ token, search }: { token: string; search: { name: string; frequency: string } | null }) {
  const { t, href } = useT()
  const result = useActionData<typeof action>()
  const done = result && 'unsubscribed' in result ? result.unsubscribed : search?.frequency === 'never' ? search : null
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:px-6">
      <h1 className="text-2xl font-extrabold text-ink-900">
        {t(done ? 'visitor.searches.unsubscribe_title' : 'visitor.searches.unsubscribe_confirm_title')}
      </h1>
      <p className="mt-3 text-ink-900" role="status" data-testid="unsubscribe-result">
        {done
          ? t('visitor.searches.unsubscribe_done', { name: done.name })
          : search
            ? t('visitor.searches.unsubscribe_confirm', { name: search.name })
            : t('visitor.searches.unsubscribe_invalid')}
      </p>
      {search && !done ? (
        <Form method="post" className="mt-6">
          <input type="hidden" name="token" value={token} />
          <Button type="submit">{t('visitor.searches.unsubscribe_button')}</Button>
        </Form>
      ) : null}
      <ButtonLink to={href('/user/panel/searches')} variant="ghost" className="mt-6">
        {t('visitor.searches.manage')}
      </ButtonLink>
    </div>
  )
}
