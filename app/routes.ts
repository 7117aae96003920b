/**
 * The route map. Every public page exists in Spanish at the specification's path and in
 * English under /en (same file, its own id). Back-office pages live under /admin.
 */
import { type RouteConfig, type RouteConfigEntry, index, layout, prefix, route } from '@react-router/dev/routes'

type Page = [path: string, file: string]

/** First words of the landing addresses, in both languages (core/search landing.constants.ts). */
const LANDING_WORDS = ['arriendo', 'venta', 'rent', 'sale']

/** First word of a project's address in both languages (core/projects project-url.view.ts); the other language's answers 301. */
const PROJECT_WORDS = ['proyectos', 'projects']

/** Pages with header, main area and footer. */
const defaultPages: Page[] = [
  // site shell and content pages
  ['about_us', 'routes/public/about-us.tsx'],
  ['info/rlist', 'routes/public/restrictive-lists.tsx'],
  ['info/inmobiliarias/anunciarse', 'routes/public/advertise.tsx'],
  ['unlugarparati', 'routes/public/campaign.tsx'],
  ['campaign/find-you-property', 'routes/public/campaign.tsx'],
  ['campaign/find-you-property-wi', 'routes/public/campaign.tsx'],
  ['terms_and_conditions', 'routes/public/terms.tsx'],
  ['privacy_policies', 'routes/public/privacy.tsx'],
  ['data_policy', 'routes/public/data-policy.tsx'],
  ['cookies_policy', 'routes/public/cookies-policy.tsx'],
  // search
  ['properties/search', 'routes/search/search.tsx'],
  // visitor tools
  ['properties/compare', 'routes/visitor/compare.tsx'],
  ['properties/compare/projects', 'routes/visitor/compare-projects.tsx'],
  ['user/panel/listings/:listingId/verification', 'routes/visitor/owner-verification.tsx'],
  ['user/panel/listings/:listingId', 'routes/visitor/owner-listing.tsx'],
  ['user/panel/:option?', 'routes/visitor/panel.tsx'],
  ['s/:token', 'routes/visitor/shortlist.tsx'],
  ['visits/:token', 'routes/visitor/visit.tsx'],
  // accounts
  ['login', 'routes/account/login.tsx'],
  ['sign_up', 'routes/account/sign-up.tsx'],
  ['forgot_password', 'routes/account/forgot-password.tsx'],
  ['reset_password/:token?', 'routes/account/reset-password.tsx'],
  ['confirm_email/:code?', 'routes/account/confirm-email.tsx'],
  ['auth/callback', 'routes/account/auth-callback.tsx'],
  ['user/account', 'routes/account/account.tsx'],
  ['dev/mailbox', 'routes/account/dev-mailbox.tsx'],
  ['dev/outbox', 'routes/account/dev-outbox.tsx'],
]

function pages(locale: 'es' | 'en'): RouteConfigEntry[] {
  const id = (path: string) => `${locale}:${path || 'home'}`
  return [
    layout('routes/layouts/home-layout.tsx', { id: id('layout-home') }, [
      index('routes/public/home.tsx', { id: id('') }),
    ]),
    layout('routes/layouts/default-layout.tsx', { id: id('layout-default') }, [
      ...defaultPages.map(([path, file]) => route(path, file, { id: id(path) })),
      // Landing addresses (/arriendo/apartamentos/medellin, /en/rent/apartments/medellin): the
      // search page; words of the other language answer 301 to this one's (ADR 0021).
      ...LANDING_WORDS.map((word) => route(`${word}/*`, 'routes/search/search.tsx', { id: id(`landing-${word}`) })),
      // The project search (/proyectos, /en/projects) and its landings: /proyectos/envigado/vis
      // here, /proyectos/medellin by the project page's module (it shares the project's address).
      ...PROJECT_WORDS.flatMap((word) => [
        route(word, 'routes/projects/projects-search.tsx', { id: id(`projects-${word}`) }),
        route(`${word}/:project/:subset`, 'routes/projects/projects-search.tsx', {
          id: id(`projects-landing-${word}`),
        }),
        // /proyectos/{slug}-{id} (/en/projects/…): only the id after the last hyphen counts.
        route(`${word}/:project`, 'routes/projects/project.tsx', { id: id(`project-${word}`) }),
      ]),
    ]),
    layout('routes/layouts/property-layout.tsx', { id: id('layout-property') }, [
      // /property/{seoTitle}/{seoMunicipality}/{seoSector}/{propertyId}/ot/{otId}; the
      // loader reads the ids from the end, so missing or stale slugs can be redirected.
      route('property/*', 'routes/listing/listing.tsx', { id: id('property') }),
    ]),
    layout('routes/layouts/microsite-layout.tsx', { id: id('layout-microsite') }, [
      route('realstate/:customerId/:seoCustomerName?', 'routes/microsite/microsite.tsx', { id: id('realstate') }),
    ]),
    route('r/:customerId', 'routes/microsite/short-link.tsx', { id: id('r') }),
    route('*', 'routes/public/not-found.tsx', { id: id('*') }),
  ]
}

/** Resource routes: one address whatever the language. */
const resources: RouteConfigEntry[] = [
  route('robots.txt', 'routes/seo/robots.ts'),
  route('sitemap.xml', 'routes/seo/sitemap-index.ts'),
  route('sitemaps/:chunk', 'routes/seo/sitemap-chunk.ts'),
  route('feeds/trovit.xml', 'routes/seo/feed-trovit.ts'),
  route('feeds/listings.json', 'routes/seo/feed-listings.ts'),
  route('feeds/projects.xml', 'routes/seo/feed-projects.ts'),
  route('offline', 'routes/public/offline.tsx'),
  route('en/offline', 'routes/public/offline.tsx', { id: 'routes/public/offline-en' }),
  route('cookies/accept', 'routes/public/cookie-consent.ts'),
]

/** The agency back-office (its own bundle; public pages never load it). */
const admin: RouteConfigEntry[] = [
  layout('routes/admin/admin-layout.tsx', [
    ...prefix('admin', [
      index('routes/admin/dashboard.tsx'),
      route('agency', 'routes/admin/agency-switch.ts'),
      route('properties', 'routes/admin/properties/properties-list.tsx'),
      route('properties/new', 'routes/admin/properties/property-new.tsx'),
      route('properties/import', 'routes/admin/properties/property-import.tsx'),
      route('properties/import/:importId', 'routes/admin/properties/property-import-job.tsx'),
      route('properties/:propertyId', 'routes/admin/properties/property-edit.tsx'),
      route('projects', 'routes/admin/projects/projects-list.tsx'),
      route('projects/new', 'routes/admin/projects/project-new.tsx'),
      route('projects/import', 'routes/admin/projects/project-import.tsx'),
      route('projects/import/:importId', 'routes/admin/projects/project-import-job.tsx'),
      route('projects/:projectId', 'routes/admin/projects/project-edit.tsx'),
      // organisation: users, agencies, roles, leads, audit
      route('users', 'routes/admin/users/users-list.tsx'),
      route('users/new', 'routes/admin/users/user-new.tsx'),
      route('users/:userId', 'routes/admin/users/user-detail.tsx'),
      route('customers', 'routes/admin/customers/customers-list.tsx'),
      route('customers/new', 'routes/admin/customers/customer-new.tsx'),
      route('customers/:customerId', 'routes/admin/customers/customer-edit.tsx'),
      route('roles', 'routes/admin/roles/roles-matrix.tsx'),
      route('leads', 'routes/admin/leads/leads-list.tsx'),
      route('statistics', 'routes/admin/statistics/listing-stats.tsx'),
      route('leads/:leadId', 'routes/admin/leads/lead-detail.tsx'),
      route('audit', 'routes/admin/audit/audit-log.tsx'),
      route('moderation', 'routes/admin/moderation/moderation-list.tsx'),
      route('verification', 'routes/admin/verification/agency-verification.tsx'),
      route('verifications', 'routes/admin/verification/verification-queue.tsx'),
      route('integrations', 'routes/admin/integrations/integration-keys.tsx'),
      route('*', 'routes/admin/not-found.tsx'),
    ]),
  ]),
]

export default [...resources, ...admin, ...pages('es'), ...prefix('en', pages('en'))] satisfies RouteConfig
