/** Profile photo: upload (checked by content on the server) or remove. */
import { Form } from 'react-router'
import { Button } from '~/components/ui/button'
import { useT } from '~/lib/i18n'
import type { AccountUserView } from '#core/accounts'
import { FormNotice } from './auth-layout'
import type { FormResult } from '#web/page'
import { AccountSection } from './section'
import { UserAvatar } from './user-menu'

export function PhotoForm({ user, result, busy }: { user: AccountUserView; result?: FormResult; busy: boolean }) {
  const { t } = useT()
  return (
    <AccountSection id="photo-title" title={t('auth.fields.photo')}>
      {result?.message && (
        <FormNotice tone={result.ok ? 'success' : 'error'}>{result.errors?.photo ?? result.message}</FormNotice>
      )}
      <div className="flex flex-wrap items-center gap-5">
        <UserAvatar user={{ fullName: user.full_name, photo: user.photo }} size="size-20 text-2xl" />
        <Form method="post" encType="multipart/form-data" className="flex flex-col gap-2">
          <input type="hidden" name="intent" value="photo" />
          <label className="text-sm font-bold text-ink-900" htmlFor="photo-input">
            {t('auth.account.photo_change')}
          </label>
          <input
            id="photo-input"
            name="photo"
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
            required
            className="text-sm"
            aria-describedby="photo-hint"
          />
          <p id="photo-hint" className="text-xs text-ink">
            {t('auth.account.photo_hint')}
          </p>
          <div className="flex gap-2">
            <Button type="submit" size="sm" busy={busy}>
              {t('actions.save')}
            </Button>
          </div>
        </Form>
        {user.photo && (
          <Form method="post">
            <input type="hidden" name="intent" value="remove_photo" />
            <Button type="submit" size="sm" variant="ghost">
              {t('auth.account.photo_remove')}
            </Button>
          </Form>
        )}
      </div>
    </AccountSection>
  )
}
