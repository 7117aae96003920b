/**
 * Home (spec §2): hero with the logo and tagline, the search box, the 8 city tiles, why
 * the portal, and the "Quiero anunciar en Wi Inmuebles" form. The search box is a plain
 * GET form: without JavaScript it comes back here and the loader redirects to the search
 * route; with JavaScript it goes straight there.
 */
import type { ReactNode } from 'react'
import { Link, redirect, useNavigate } from 'react-router'
import { ProjectCard } from '~/components/projects/search/project-card'
import { CatchmentForm } from '~/components/shell/catchment-form'
import { catchmentAction } from '~/routes/public/catchment-action.server'
import { AccountTools, MobileMenu, NavItems } from '~/components/shell/header'
import { loadHomeData, searchRedirectPath } from '~/routes/public/home.server'
import { cityArtSrc } from '~/components/shell/home-cities'
import { IconSearch } from '~/components/shell/icons'
import { Logo } from '~/components/shell/logo'
import { PlaceCombobox } from '~/components/shell/place-combobox'
import { useShellData } from '~/components/shell/shell-data'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { Select } from '~/components/ui/field'
import { localizePath } from '#i18n'
import { useT } from '~/lib/i18n'
import type { Route } from './+types/home'
import { pageLocale } from '#web/page-address'
import { TitledSection } from '~/components/ui/titled-section'

/** The first view is photos: the scripts come after the first paint (ADR 0022). */
export const handle = { scriptsAfterPaint: true }

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const locale = pageLocale(url)
  const target = await searchRedirectPath(url.searchParams, locale)
  if (target) throw redirect(localizePath(target, locale))
  return loadHomeData(locale)
}

export async function action({ request, context }: Route.ActionArgs) {
  return catchmentAction(request, context)
}

export default function Home({ loaderData, actionData }: Route.ComponentProps) {
  const { t, href } = useT()
  return (
    <>
      <Hero data={loaderData} />
      <HomeSection id="cities-title" title={t('shell.home.cities_title')}>
        <p className="mt-2 max-w-2xl text-ink">{t('shell.home.cities_text')}</p>
        <ul className="mt-8 grid grid-cols-2 gap-3 sm:gap-5 lg:grid-cols-4">
          {loaderData.cities.map((city) => (
            <li key={city.code}>
              <Link
                to={href(city.href)}
                className="group block overflow-hidden rounded-xl border border-ink/10 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ink"
              >
                <div className="relative aspect-[4/3] overflow-hidden sm:aspect-[16/10]">
                  <img
                    src={cityArtSrc(city.code)}
                    alt=""
                    width={320}
                    height={200}
                    loading="lazy"
                    decoding="async"
                    className="absolute inset-0 size-full object-cover"
                  />
                </div>
                <div className="flex items-center justify-between gap-2 px-3 py-3 sm:px-4">
                  <div className="min-w-0">
                    <p className="truncate text-base font-extrabold text-ink-900 sm:text-lg">
                      <span className="sr-only">{t('shell.home.city_link')} </span>
                      {city.name}
                    </p>
                    <p className="truncate text-xs text-ink sm:text-sm">{city.department}</p>
                  </div>
                  <span
                    aria-hidden="true"
                    className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand text-ink-900 transition group-hover:translate-x-0.5"
                  >
                    →
                  </span>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      </HomeSection>

      {loaderData.projects.length > 0 && (
        <HomeSection id="projects-title" title={t('project_search.home_title')}>
          {/* A row that scrolls sideways on a phone (four cards down would be a page's length). */}
          <ul
            className="-mx-4 mt-8 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-5 sm:overflow-visible sm:px-0 lg:grid-cols-4"
            data-testid="home-projects"
          >
            {loaderData.projects.map((card) => (
              <li key={card.id} className="w-[80%] shrink-0 snap-start sm:w-auto">
                <ProjectCard card={card} />
              </li>
            ))}
          </ul>
          <p className="mt-6">
            <Link to={href('/proyectos')} className="font-bold text-ink-900 underline underline-offset-2">
              {t('project_search.home_all')}
            </Link>
          </p>
        </HomeSection>
      )}

      <HomeSection id="benefits-title" title={t('shell.home.benefits_title')}>
        <ul className="mt-8 grid gap-4 md:grid-cols-3">
          {([1, 2, 3] as const).map((n) => (
            <li key={n}>
              <Card className="h-full">
                <span
                  aria-hidden="true"
                  className="inline-flex size-11 items-center justify-center rounded-xl bg-brand text-lg font-black text-ink-900"
                >
                  {n}
                </span>
                <h3 className="mt-4 text-lg font-extrabold text-ink-900">{t(`shell.home.benefit_${n}_title`)}</h3>
                <p className="mt-2 text-ink">{t(`shell.home.benefit_${n}_text`)}</p>
              </Card>
            </li>
          ))}
        </ul>
      </HomeSection>

      <section id="anunciar" className="mx-auto max-w-7xl px-4 pt-14 sm:px-6 sm:pt-20">
        <div className="grid gap-8 rounded-xl border border-brand-600/30 bg-brand-50 p-5 sm:p-8 lg:grid-cols-[1fr_1.4fr] lg:p-10">
          <AdvertiseAside />
          <div className="rounded-xl bg-white p-5 shadow-sm sm:p-6">
            <CatchmentForm action="?index" result={actionData} />
          </div>
        </div>
      </section>
    </>
  )
}

function AdvertiseAside() {
  const { t } = useT()
  return (
    <div className="flex flex-col justify-center gap-4">
      <svg viewBox="0 0 120 90" className="w-32" aria-hidden="true">
        <rect x="6" y="30" width="70" height="54" rx="8" fill="#3c475b" />
        <path
          d="M0 36 41 6l41 30"
          fill="none"
          stroke="#3c475b"
          strokeWidth="7"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <rect x="30" y="56" width="22" height="28" rx="3" fill="#fecc2d" />
        <rect x="70" y="20" width="46" height="30" rx="6" fill="#fecc2d" stroke="#3c475b" strokeWidth="3" />
        <path d="M80 30h26M80 39h18" stroke="#3c475b" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <p className="text-2xl font-extrabold text-ink-900">{t('shell.advertise.aside_title')}</p>
      <ul className="flex flex-col gap-3">
        {([1, 2, 3] as const).map((n) => (
          <li key={n} className="flex gap-3">
            <span
              aria-hidden="true"
              className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-ink text-sm font-black text-brand"
            >
              ✓
            </span>
            <span className="text-ink-900">{t(`shell.advertise.point_${n}`)}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}

function Hero({ data }: { data: Route.ComponentProps['loaderData'] }) {
  const { t, href } = useT()
  const shell = useShellData()
  const brand = shell?.brand ?? t('brand')
  const navigate = useNavigate()

  function go(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const query = new URLSearchParams()
    const type = String(form.get('property_types') ?? '')
    const operation = String(form.get('operation_type_id') ?? '')
    if (type) query.set('property_types', type)
    if (operation) query.set('operation_type_id', operation)
    // A place chosen from the suggestions is its ids; a place only typed, its words (the search's q).
    for (const name of ['department_id', 'municipality_id', 'sector_id']) {
      const value = String(form.get(name) ?? '')
      if (value) query.set(name, value)
    }
    const typed = String(form.get('place_q') ?? '').trim()
    if (typed) {
      // The server resolves typed words to the best place (as without JavaScript).
      navigate(`${href('/')}?${new URLSearchParams({ ...Object.fromEntries(query), place_q: typed })}`)
      return
    }
    const qs = query.toString()
    navigate(href('/properties/search') + (qs ? `?${qs}` : ''))
  }

  return (
    // The hero does not clip: the place suggestions open below its edge, over the cities. Only
    // the backdrop's shapes are clipped to it.
    <div className="relative bg-brand text-ink-900">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 overflow-hidden">
        <HeroBackdrop />
      </div>
      <div className="relative mx-auto flex max-w-7xl items-center gap-3 px-4 py-3 sm:px-6">
        <div className="flex-1 lg:flex-none">
          <Link to={href('/')} aria-label={t('shell.nav.home_link')} className="inline-flex rounded-xl">
            <Logo brand={brand} onBrand />
          </Link>
        </div>
        <nav aria-label={t('shell.nav.main')} className="hidden flex-1 lg:block">
          <NavItems />
        </nav>
        <div className="flex items-center gap-1">
          <AccountTools onBrand />
          <MobileMenu />
        </div>
      </div>

      <div className="relative mx-auto max-w-7xl px-4 pt-8 pb-14 sm:px-6 sm:pt-14 sm:pb-24">
        <div className="max-w-3xl">
          <h1 className="text-4xl leading-tight font-black tracking-tight sm:text-6xl">{t('shell.home.title')}</h1>
          <p className="mt-4 max-w-2xl text-lg font-semibold sm:text-xl">{t('tagline')}</p>
        </div>

        <form
          method="get"
          action={href('/')}
          onSubmit={go}
          role="search"
          aria-label={t('shell.home.search_title')}
          className="mt-8 grid gap-3 rounded-xl bg-white p-4 shadow-xl sm:p-5 md:grid-cols-[1fr_1.2fr_1.4fr_auto] md:items-end"
        >
          <Select label={t('shell.home.operation')} name="operation_type_id" defaultValue={data.operations[0]?.value}>
            {data.operations.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
          <Select label={t('shell.home.type')} name="property_types" defaultValue="">
            <option value="">{t('shell.home.any_type')}</option>
            {data.types.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </Select>
          <PlaceCombobox label={t('shell.home.place')} />
          <Button type="submit" variant="secondary" size="md" className="md:min-h-[2.875rem]">
            <IconSearch className="size-5" />
            {t('shell.home.submit')}
          </Button>
        </form>
      </div>
    </div>
  )
}

/** Soft shapes and a roof line behind the hero text (decorative). */
function HeroBackdrop() {
  return (
    <svg
      className="pointer-events-none absolute inset-0 size-full"
      viewBox="0 0 1200 520"
      preserveAspectRatio="xMaxYMid slice"
      aria-hidden="true"
    >
      <circle cx="1080" cy="90" r="220" fill="#fff" opacity="0.18" />
      <circle cx="980" cy="470" r="160" fill="#e5b000" opacity="0.35" />
      <path
        d="M760 520V330l150-120 150 120v190"
        fill="none"
        stroke="#3c475b"
        strokeOpacity="0.12"
        strokeWidth="26"
        strokeLinejoin="round"
      />
      <path
        d="M990 520V380l95-75 95 75v140"
        fill="none"
        stroke="#3c475b"
        strokeOpacity="0.1"
        strokeWidth="18"
        strokeLinejoin="round"
      />
    </svg>
  )
}

/** One of the home page's titled bands (cities, benefits). */
function HomeSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <TitledSection
      id={id}
      title={title}
      className="mx-auto max-w-7xl px-4 pt-14 sm:px-6 sm:pt-20"
      titleClassName="text-2xl font-extrabold text-ink-900 sm:text-3xl"
    >
      {children}
    </TitledSection>
  )
}
