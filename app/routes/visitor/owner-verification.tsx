/**
 * /user/panel/listings/{id}/verification: an owner asks staff to verify that the listed home is
 * theirs (issue 33 point 6). Where it stands (not asked, waiting, verified since, rejected with
 * staff's reason) and, unless verified or waiting, the upload of the certificado de tradición y
 * libertad. Another person's or an unknown listing is the 404 page.
 */
import { Form, Link, useNavigation } from 'react-router'
import { Button } from '~/components/ui/button'
import { TextField } from '~/components/ui/field'
import { VerificationStateNote } from '~/components/verification/verification-state'
import { getOwnerVerification, requestOwnerVerification } from '#core/verification'
import { translate } from '#i18n'
import { uploadedFiles } from '#web/api'
import { loadOr404, pathIdOr404, readForm, runForm, signedInPageContext, type FormResult } from '#web/page'
import { pageLocale } from '#web/page-address'
import { useT } from '~/lib/i18n'
import { stateText } from '~/routes/admin/verification/verification-text.server'
import type { Route } from './+types/owner-verification'

const listingOf = (param: string | undefined) => pathIdOr404('property', param, 'errors.property_not_found')

export async function loader({ request, params }: Route.LoaderArgs) {
  const ctx = await signedInPageContext(request)
  const listingId = listingOf(params.listingId)
  const status = await loadOr404(() => getOwnerVerification(ctx, { listingId }))
  return {
    state: status.state,
    text: stateText(ctx.locale, 'owner_verification.state', status),
    listing: translate(ctx.locale, 'owner_verification.listing', status.listing),
  }
}

export async function action({ request, params }: Route.ActionArgs) {
  const ctx = await signedInPageContext(request)
  // The body first: a form that cannot be read is a 400 whatever the address says.
  const form = await readForm(request)
  const listingId = listingOf(params.listingId)
  return runForm(
    ctx.locale,
    async () => {
      const [certificate] = await uploadedFiles(form, 'certificado_tradicion')
      await requestOwnerVerification(ctx, { listingId, certificate })
    },
    () => ({ ok: true, message: translate(ctx.locale, 'owner_verification.submitted') }) satisfies FormResult,
  )
}

export function meta({ location }: Route.MetaArgs) {
  const locale = pageLocale(location)
  return [
    { title: `${translate(locale, 'owner_verification.title')} | ${translate(locale, 'brand')}` },
    { name: 'robots', content: 'noindex' },
  ]
}

export default function OwnerVerification({ loaderData: d, actionData }: Route.ComponentProps) {
  const { t, href } = useT()
  const busy = useNavigation().state !== 'idle'
  const result = actionData as FormResult | undefined
  const canSend = d.state === 'none' || d.state === 'rejected'
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4 px-4 py-6 sm:px-6">
      <Link to={href('/user/panel/listings')} className="text-sm font-semibold underline underline-offset-2">
        {t('owner_verification.back')}
      </Link>
      <h1 className="text-2xl font-extrabold text-ink-900">{t('owner_verification.title')}</h1>
      <p className="font-semibold text-ink-900">{d.listing}</p>
      <p className="text-ink">{t('owner_verification.lead')}</p>
      <VerificationStateNote state={d.state} text={d.text} />
      {result?.message && (
        <p
          role={result.ok ? 'status' : 'alert'}
          className={`rounded-xl p-3 text-sm font-bold ${result.ok ? 'bg-emerald-50 text-emerald-950' : 'bg-red-50 text-red-900'}`}
        >
          {result.message}
        </p>
      )}
      {canSend && !result?.ok && (
        <Form method="post" encType="multipart/form-data" className="flex flex-col gap-4">
          <TextField
            type="file"
            name="certificado_tradicion"
            accept="application/pdf,image/jpeg,image/png,image/webp"
            required
            label={t('owner_verification.file')}
            hint={t('owner_verification.file_hint')}
            error={result?.errors?.certificado_tradicion}
          />
          <p className="text-sm text-ink">{t('owner_verification.privacy')}</p>
          <Button type="submit" busy={busy} className="self-start">
            {t('owner_verification.submit')}
          </Button>
        </Form>
      )}
    </div>
  )
}
