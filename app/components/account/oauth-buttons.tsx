/** "Continuar con Google / Facebook": plain links to the API, shown only when configured. */
import { useT } from '~/lib/i18n'

/** The providers in the order shown, each with the paths (fill, outline) of its logo. */
const OAUTH_PROVIDERS = [
  {
    id: 'google',
    label: 'auth.login.google',
    logo: [
      ['#4285F4', 'M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.4h6.5a5.5 5.5 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.7Z'],
      [
        '#34A853',
        'M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24Z',
      ],
      ['#FBBC05', 'M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1Z'],
      ['#EA4335', 'M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9Z'],
    ],
  },
  {
    id: 'facebook',
    label: 'auth.login.facebook',
    logo: [
      [
        '#1877F2',
        'M24 12a12 12 0 1 0-13.9 11.9v-8.4H7.1V12h3V9.4c0-3 1.8-4.7 4.5-4.7 1.3 0 2.7.2 2.7.2v3h-1.5c-1.5 0-2 .9-2 1.9V12h3.4l-.5 3.5h-2.9v8.4A12 12 0 0 0 24 12Z',
      ],
    ],
  },
] as const

export function OAuthButtons({
  providers,
  redirect,
  intent = null,
}: {
  providers: { google: boolean; facebook: boolean }
  redirect: string | null
  /** What the visitor pressed before signing in, done once signed in (web/sign-in-intent.ts). */
  intent?: string | null
}) {
  const { t, locale } = useT()
  if (!providers.google && !providers.facebook) return null
  const query = new URLSearchParams({ lang: locale === 'en' ? 'en' : 'es' })
  if (redirect) query.set('redirect', redirect)
  if (intent) query.set('intent', intent)
  const cls =
    'flex min-h-11 w-full items-center justify-center gap-3 rounded-xl border border-ink/25 bg-white px-4 font-bold text-ink-900 hover:border-ink hover:bg-ink/5 focus-visible:outline-3 focus-visible:outline-brand-600'
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-3 text-sm text-ink" aria-hidden="true">
        <span className="h-px flex-1 bg-ink/15" />
        {t('auth.login.or')}
        <span className="h-px flex-1 bg-ink/15" />
      </div>
      {OAUTH_PROVIDERS.filter((p) => providers[p.id]).map((p) => (
        <a key={p.id} href={`/api/auth/${p.id}/redirect?${query}`} className={cls}>
          <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
            {p.logo.map(([fill, d]) => (
              <path key={fill} fill={fill} d={d} />
            ))}
          </svg>
          {t(p.label)}
        </a>
      ))}
    </div>
  )
}
