/** An agency's microsite settings: logo alignment, main menu and subscription block, with its short link. */
import { Form } from 'react-router'
import { Panel } from '~/components/admin/page-header'
import { Button } from '~/components/ui/button'
import { useT } from '~/lib/i18n'
import type { CustomerView } from '#core/agencies'

export function MicrositeSettingsForm({
  customer,
  shortLink,
  busy,
}: {
  customer: CustomerView
  shortLink: string
  busy: boolean
}) {
  const { t } = useT()
  return (
    <Panel title={t('admin_org.customers.microsite.title')}>
      <Form method="post" className="flex flex-col gap-3" aria-label={t('admin_org.customers.microsite.title')}>
        <input type="hidden" name="intent" value="microsite" />
        <fieldset className="flex flex-wrap gap-4">
          <legend className="mb-1 text-sm font-bold text-ink-900">
            {t('admin_org.customers.microsite.alignment')}
          </legend>
          {(['left', 'center'] as const).map((a) => (
            <label key={a} className="flex items-center gap-2">
              <input
                type="radio"
                name="logo_alignment"
                value={a}
                defaultChecked={customer.logoAlignment === a}
                className="size-4"
              />
              {t(`admin_org.customers.microsite.${a}`)}
            </label>
          ))}
        </fieldset>
        <label className="flex items-center gap-2">
          <input type="checkbox" name="hide_main_menu" defaultChecked={customer.hideMainMenu} className="size-4" />
          {t('admin_org.customers.microsite.hide_main_menu')}
        </label>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            name="hide_subscription_footer"
            defaultChecked={customer.hideSubscriptionFooter}
            className="size-4"
          />
          {t('admin_org.customers.microsite.hide_subscription')}
        </label>
        <p className="text-sm text-ink">
          {t('admin_org.customers.microsite.short_link')}: <code className="rounded bg-ink/5 px-1">{shortLink}</code>
        </p>
        <div>
          <Button type="submit" busy={busy}>
            {t('admin_org.customers.microsite.save')}
          </Button>
        </div>
      </Form>
    </Panel>
  )
}
