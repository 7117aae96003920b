/** An agency's logo and banner, with the upload error of any image form of the page. */
import { Panel } from '~/components/admin/page-header'
import { useT } from '~/lib/i18n'
import type { FormResult } from '#web/page'
import type { CustomerView } from '#core/agencies'
import { ImageForm } from './image-form'

/** The intents whose failure is a file error shown above the forms (the logo's and banner's show at their own field). */
const PANEL_INTENTS = ['adviser_photo', 'image']

export function ImagesPanel({
  customer,
  result,
  busy,
}: {
  customer: CustomerView
  result: FormResult | undefined
  busy: boolean
}) {
  const { t } = useT()
  const failed = result && !result.ok ? result : null
  const errorOf = (kind: 'logo' | 'banner') => (failed?.intent === kind ? failed.errors?.file : undefined)
  return (
    <Panel title={t('admin_org.customers.images.title')}>
      <p className="mb-3 text-sm text-ink">{t('admin_org.customers.images.hint')}</p>
      {failed && PANEL_INTENTS.includes(failed.intent ?? '') && failed.errors?.file && (
        <p role="alert" className="mb-2 text-sm font-semibold text-red-800">
          {failed.errors.file}
        </p>
      )}
      <div className="flex flex-col gap-5">
        <ImageForm kind="logo" url={customer.logo} busy={busy} error={errorOf('logo')} />
        <ImageForm kind="banner" url={customer.banner} busy={busy} error={errorOf('banner')} />
      </div>
    </Panel>
  )
}
