/**
 * /user/panel/unsubscribe?token=…: confirms a saved search's alert unsubscribe, or stopping to
 * follow a project (its e-mails' link), without signing in.
 */
import { Form } from 'react-router'
import { Button, ButtonLink } from '~/components/ui/button'
import { useT } from '~/lib/i18n'
import type { PanelResult } from './panel-result'

export function UnsubscribePanel({
  token,
  search,
  follow,
  result,
}: {
  token: string
  search: { name: string; frequency: string } | null
  /** The followed project the link names (when it is not a search's). */
  follow: { name: string } | null
  result: PanelResult | undefined
}) {
  const { t, href } = useT()
  const done = result && 'unsubscribed' in result ? result.unsubscribed : search?.frequency === 'never' ? search : null
  const found = search ?? follow
  const isFollow = follow != null || (result?.unsubscribed?.follow ?? false)
  const texts = isFollow
    ? ({
        done: 'visitor.follows.unsubscribe_done',
        confirm: 'visitor.follows.unsubscribe_confirm',
        button: 'visitor.follows.unsubscribe_button',
        manage: '/user/panel/projects',
      } as const)
    : ({
        done: 'visitor.searches.unsubscribe_done',
        confirm: 'visitor.searches.unsubscribe_confirm',
        button: 'visitor.searches.unsubscribe_button',
        manage: '/user/panel/searches',
      } as const)
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:px-6">
      <h1 className="text-2xl font-extrabold text-ink-900">
        {t(done ? 'visitor.searches.unsubscribe_title' : 'visitor.searches.unsubscribe_confirm_title')}
      </h1>
      <p className="mt-3 text-ink-900" role="status" data-testid="unsubscribe-result">
        {done
          ? t(texts.done, { name: done.name })
          : found
            ? t(texts.confirm, { name: found.name })
            : t('visitor.searches.unsubscribe_invalid')}
      </p>
      {found && !done ? (
        <Form method="post" className="mt-6">
          <input type="hidden" name="token" value={token} />
          <Button type="submit">{t(texts.button)}</Button>
        </Form>
      ) : null}
      <ButtonLink to={href(texts.manage)} variant="ghost" className="mt-6">
        {t(isFollow ? 'visitor.panel.options.projects' : 'visitor.searches.manage')}
      </ButtonLink>
    </div>
  )
}
