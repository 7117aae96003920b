/** The panel's "account" option: a pointer to the account page. */
import { ButtonLink } from '~/components/ui/button'
import { useT } from '~/lib/i18n'

export function AccountPanel() {
  const { t, href } = useT()
  return (
    <div>
      <p className="text-ink">{t('visitor.panel.account_text')}</p>
      <ButtonLink to={href('/user/account')} className="mt-4">
        {t('visitor.panel.account_go')}
      </ButtonLink>
    </div>
  )
}
