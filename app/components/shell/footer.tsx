/**
 * The site footer (spec §2): the subscription block (hidden on microsites), the shuffled
 * search-link lists behind SHOW_FOOTER_SEARCH_LINKS, social links, the company and legal
 * links. The lists arrive already shuffled from the root loader, so the server and the
 * browser render the same order.
 */
import { Link } from 'react-router'
import { useT } from '~/lib/i18n'
import { ButtonLink } from '../ui/button'
import { TitledSection } from '../ui/titled-section'
import { IconFacebook, IconInstagram, IconWhatsApp } from './icons'
import { Logo } from './logo'
import { type FooterLink, useShellData } from './shell-data'

export function Footer({ hideSubscription }: { hideSubscription?: boolean }) {
  const { t, href } = useT()
  const shell = useShellData()
  const brand = shell?.brand ?? t('brand')
  const groups = shell?.flags.footerSearchLinks ? shell.footerLinks : null
  const year = new Date().getFullYear()
  // Each link: where it goes, its text, and whether it leaves the site's router.
  const navs: Array<{ id: string; title: string; links: Array<[string, string, boolean?]> }> = [
    {
      id: 'footer-company',
      title: t('shell.footer.company'),
      links: [
        [href('/about_us'), t('shell.nav.about')],
        [href('/info/inmobiliarias/anunciarse'), t('shell.nav.advertise')],
        [href('/user/panel/listings'), t('owner.publish_cta')],
        [href('/info/rlist'), t('shell.nav.rlist')],
        [shell?.links.blog ?? '#', t('shell.nav.blog'), true],
        [shell?.links.backoffice ?? '/admin', t('shell.nav.backoffice_title'), true],
      ],
    },
    {
      id: 'footer-legal',
      title: t('shell.footer.legal'),
      links: [
        [href('/data_policy'), t('shell.footer.data_policy')],
        [href('/cookies_policy'), t('shell.footer.cookies_policy')],
        [href('/terms_and_conditions'), t('shell.footer.terms')],
        [href('/privacy_policies'), t('shell.footer.privacy')],
      ],
    },
  ]

  return (
    <footer aria-label={t('shell.footer.label')} className="mt-16 bg-ink-900 text-white">
      {!hideSubscription && <Subscription signedIn={!!shell?.user} />}

      {groups && (
        <section aria-labelledby="footer-search-links" className="border-b border-white/10">
          <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
            <h2 id="footer-search-links" className="text-lg font-extrabold text-brand">
              {t('shell.footer.search_links')}
            </h2>
            <div className="mt-6 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
              <LinkList title={t('shell.footer.types_rent')} links={groups.typesRent} />
              <LinkList title={t('shell.footer.types_sale')} links={groups.typesSale} />
              <LinkList title={t('shell.footer.places_rent')} links={groups.placesRent} />
              <LinkList title={t('shell.footer.places_sale')} links={groups.placesSale} />
            </div>
          </div>
        </section>
      )}

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:px-6 md:grid-cols-[1.4fr_1fr_1fr]">
        <div className="flex flex-col gap-4">
          <Link to={href('/')} className="self-start rounded-xl" aria-label={t('shell.nav.home_link')}>
            <Logo brand={brand} tone="light" />
          </Link>
          <p className="max-w-sm text-white/85">{t('shell.footer.tagline')}</p>
          <div>
            <h2 className="text-sm font-bold text-white/85">{t('shell.footer.social')}</h2>
            <ul className="mt-2 flex gap-2">
              <Social href={shell?.links.whatsapp} label={t('shell.footer.whatsapp')}>
                <IconWhatsApp className="size-6" />
              </Social>
              <Social href={shell?.links.instagram} label={t('shell.footer.instagram')}>
                <IconInstagram className="size-6" />
              </Social>
              <Social href={shell?.links.facebook} label={t('shell.footer.facebook')}>
                <IconFacebook className="size-6" />
              </Social>
            </ul>
          </div>
        </div>
        {navs.map((nav) => (
          <TitledSection key={nav.id} as="nav" id={nav.id} title={nav.title} titleClassName="font-extrabold text-brand">
            <ul className="mt-3 flex flex-col gap-1">
              {nav.links.map(([to, label, external]) => (
                <FooterItem key={label} to={to} external={external}>
                  {label}
                </FooterItem>
              ))}
            </ul>
          </TitledSection>
        ))}
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-5 text-sm text-white/80 sm:flex-row sm:justify-between sm:px-6">
          <p>{t('shell.footer.rights', { year })}</p>
          <p>{t('shell.footer.made_in')}</p>
        </div>
      </div>
    </footer>
  )
}

function Subscription({ signedIn }: { signedIn: boolean }) {
  const { t, href } = useT()
  return (
    <section className="bg-brand text-ink-900">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-4 px-4 py-8 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 className="text-xl font-extrabold">{t('shell.subscription.title')}</h2>
          <p className="mt-1 max-w-2xl">
            {t(signedIn ? 'shell.subscription.text_signed_in' : 'shell.subscription.text')}
          </p>
        </div>
        <ButtonLink variant="secondary" to={href(signedIn ? '/user/panel/searches' : '/sign_up')} className="shrink-0">
          {t(signedIn ? 'shell.subscription.cta_signed_in' : 'shell.subscription.cta')}
        </ButtonLink>
      </div>
    </section>
  )
}

function LinkList({ title, links }: { title: string; links: FooterLink[] }) {
  const { href } = useT()
  if (links.length === 0) return null
  return (
    <div>
      <h3 className="font-bold text-white">{title}</h3>
      <ul className="ft-s mt-2 flex flex-col gap-0.5">
        {links.map((link) => (
          <li key={link.href}>
            <Link to={href(link.href)} className="ft-a">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}

function FooterItem({ to, external, children }: { to: string; external?: boolean; children: React.ReactNode }) {
  const className = 'ft-a'
  return (
    <li>
      {external ? (
        <a href={to} className={className}>
          {children}
        </a>
      ) : (
        <Link to={to} className={className}>
          {children}
        </Link>
      )}
    </li>
  )
}

function Social({ href, label, children }: { href?: string; label: string; children: React.ReactNode }) {
  if (!href) return null
  return (
    <li>
      <a
        href={href}
        aria-label={label}
        title={label}
        rel="noopener noreferrer"
        target="_blank"
        className="inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-brand hover:text-ink-900"
      >
        {children}
      </a>
    </li>
  )
}
