/** /user/panel/unsubscribe?token=…: confirms a saved search's alert unsubscribe (works without signing in). */
import { Form } from 'react-router'
import { Button, ButtonLink } from '~/components/ui/button'
import { useT } from '~/lib/i18n'
import type { PanelResult } from './panel-result'

export function UnsubscribePanel({
  token,
  search,
  result,
}: {
  token: string
  search: { name: string; frequency: string } | null
  result: PanelResult | undefined
}) {
  const { t, href } = useT()
  const done = result && 'unsubscribed' in result ? result.unsubscribed : search?.frequency === 'never' ? search : null
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:px-6">
      <h1 className="text-2xl font-extrabold text-ink-900">
        {t(done ? 'visitor.searches.unsubscribe_title' : 'visitor.searches.unsubscribe_confirm_title')}
      </h1>
      <p className="mt-3 text-ink-900" role="status" data-testid="unsubscribe-result">
        {done
          ? t('visitor.searches.unsubscribe_done', { name: done.name })
          : search
            ? t('visitor.searches.unsubscribe_confirm', { name: search.name })
            : t('visitor.searches.unsubscribe_invalid')}
      </p>
      {search && !done ? (
        <Form method="post" className="mt-6">
          <input type="hidden" name="token" value={token} />
          <Button type="submit">{t('visitor.searches.unsubscribe_button')}</Button>
        </Form>
      ) : null}
      <ButtonLink to={href('/user/panel/searches')} variant="ghost" className="mt-6">
        {t('visitor.searches.manage')}
      </ButtonLink>
    </div>
  )
}
