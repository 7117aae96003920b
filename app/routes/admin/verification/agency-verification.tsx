/**
 * /admin/verification: an agency's own verification (issue 33 point 6), for whoever edits its
 * record. Where it stands (not asked, waiting, verified since, rejected with staff's reason) and,
 * unless verified or waiting, the form: NIT, Cámara de Comercio certificate, optional RUT.
 * Portal staff have no agency of their own: they are pointed to the queue.
 */
import { Form, Link, useNavigation } from 'react-router'
import { PageHeader } from '~/components/admin/page-header'
import { ActionMessage } from '~/components/admin/org/action-message'
import { Button } from '~/components/ui/button'
import { TextField } from '~/components/ui/field'
import { VerificationStateNote } from '~/components/verification/verification-state'
import { orgPage, runAction } from '~/routes/admin/org-page.server'
import { readForm, type FormResult } from '#web/page'
import { formInput } from '#web/input'
import { uploadedFiles } from '#web/api'
import { useT } from '~/lib/i18n'
import {
  AgencyVerificationSchema,
  getAgencyVerification,
  ownAgencyOf,
  requestAgencyVerification,
} from '#core/verification'
import { translate } from '#i18n'
import { stateText } from './verification-text.server'
import type { Route } from './+types/agency-verification'

const ACCEPT = 'application/pdf,image/jpeg,image/png,image/webp'

export async function loader({ request }: Route.LoaderArgs) {
  const { ctx, locale } = await orgPage(request, 'verification')
  const customerId = ownAgencyOf(ctx.actor)
  if (customerId === null) return { status: null }
  const status = await getAgencyVerification(ctx, { customerId })
  return { status: { state: status.state, text: stateText(locale, 'admin.verification.state', status) } }
}

export async function action({ request }: Route.ActionArgs) {
  const { ctx, locale } = await orgPage(request, 'verification')
  const customerId = ownAgencyOf(ctx.actor)
  const form = await readForm(request)
  if (customerId === null) return { ok: false, message: translate(locale, 'errors.forbidden') } satisfies FormResult
  return runAction(
    locale,
    form,
    'request',
    async () => {
      const { nit } = formInput(AgencyVerificationSchema, form)
      const [camaraComercio] = await uploadedFiles(form, 'camara_comercio')
      const [rut] = await uploadedFiles(form, 'rut')
      await requestAgencyVerification(ctx, { customerId, nit, papers: { camaraComercio, rut } })
    },
    'admin.verification.form.submitted',
  )
}

export default function AgencyVerification({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useT()
  const busy = useNavigation().state === 'submitting'
  const result = actionData as FormResult | undefined
  const status = loaderData.status
  const errors = result?.ok ? {} : (result?.errors ?? {})
  const canSend = status && (status.state === 'none' || status.state === 'rejected')
  return (
    <>
      <PageHeader title={t('admin.verification.title')} subtitle={t('admin.verification.subtitle')} />
      {!status ? (
        <p className="rounded-2xl bg-white p-6 text-ink">
          <Link to="/admin/verifications" className="underline underline-offset-2">
            {t('admin.verification.staff_only')}
          </Link>
        </p>
      ) : (
        <section className="flex max-w-2xl flex-col gap-4 rounded-2xl bg-white p-4 sm:p-6">
          <VerificationStateNote state={status.state} text={status.text} />
          <ActionMessage result={result} />
          {canSend && (
            <Form method="post" encType="multipart/form-data" className="flex flex-col gap-4">
              <h2 className="text-lg font-bold text-ink-900">{t('admin.verification.form.heading')}</h2>
              <TextField
                name="nit"
                label={t('admin.verification.form.nit')}
                hint={t('admin.verification.form.nit_hint')}
                required
                inputMode="numeric"
                autoComplete="off"
                defaultValue={result?.values?.nit ?? ''}
                error={errors.nit}
              />
              <TextField
                type="file"
                name="camara_comercio"
                accept={ACCEPT}
                required
                label={t('admin.verification.form.camara_comercio')}
                hint={t('admin.verification.form.file_hint')}
                error={errors.camara_comercio}
              />
              <TextField
                type="file"
                name="rut"
                accept={ACCEPT}
                label={t('admin.verification.form.rut')}
                hint={t('admin.verification.form.file_hint')}
                error={errors.rut}
              />
              <p className="text-sm text-ink">{t('admin.verification.privacy')}</p>
              <Button type="submit" busy={busy} className="self-start">
                {t('admin.verification.form.submit')}
              </Button>
            </Form>
          )}
        </section>
      )}
    </>
  )
}
