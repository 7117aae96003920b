/**
 * "Seguir este proyecto" on the project page (ADR 0029): a signed-in visitor follows or stops
 * following it (PUT / DELETE /api/wiauth/projects/{id}/follow) and is e-mailed its progress
 * updates, price drops and delivery; a signed-out visitor is sent to sign in and brought back.
 * The state is read once the scripts run (the page itself is the same for everyone).
 */
import { useEffect, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useShellData } from '~/components/shell/shell-data'
import type { MessageKey } from '#i18n'
import { apiFetch } from '~/lib/auth-client'
import { useBrowserTexts, useT } from '~/lib/i18n'
import { buttonClass } from '../ui/button'
import { useToast } from '../ui/toast'

const FOLLOW_TEXTS = [
  'project_page.follow.following',
  'project_page.follow.unfollow',
  'project_page.follow.sign_in',
  'project_page.follow.followed',
  'project_page.follow.unfollowed',
  'toast.save_error',
] as const satisfies MessageKey[]

export function FollowButton({ projectId }: { projectId: string }) {
  const { t, href } = useT()
  useBrowserTexts(FOLLOW_TEXTS)
  const toast = useToast()
  const navigate = useNavigate()
  const location = useLocation()
  const signedIn = !!useShellData()?.user
  const [following, setFollowing] = useState<boolean | null>(null)
  const [busy, setBusy] = useState(false)
  const url = `/api/wiauth/projects/${encodeURIComponent(projectId)}/follow`

  useEffect(() => {
    if (!signedIn) return
    let live = true
    apiFetch(url)
      .then(async (res) => (res.ok ? ((await res.json()) as { data: { following: boolean } }).data.following : null))
      .then((value) => live && setFollowing(value))
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [signedIn, url])

  const onClick = async () => {
    if (busy) return
    if (!signedIn) {
      toast.show(t('project_page.follow.sign_in'))
      navigate(`${href('/login')}?redirect=${encodeURIComponent(location.pathname + location.search)}`)
      return
    }
    setBusy(true)
    try {
      const res = await apiFetch(url, { method: following ? 'DELETE' : 'PUT' })
      if (res.ok || (following && res.status === 404)) {
        setFollowing(!following)
        toast.success(t(following ? 'project_page.follow.unfollowed' : 'project_page.follow.followed'))
      } else toast.error(t('toast.save_error'))
    } catch {
      toast.error(t('toast.save_error'))
    }
    setBusy(false)
  }

  return (
    <div className="rounded-2xl border border-ink/10 bg-white p-4 shadow-sm" data-testid="project-follow">
      <button
        type="button"
        onClick={() => void onClick()}
        disabled={busy}
        aria-pressed={following === true}
        className={buttonClass(following ? 'secondary' : 'primary', 'md', 'w-full')}
        data-testid="follow-button"
      >
        {t(following ? 'project_page.follow.following' : 'project_page.follow.follow')}
      </button>
      {following && (
        <button
          type="button"
          onClick={() => void onClick()}
          disabled={busy}
          className="mt-2 min-h-9 w-full rounded-lg text-sm font-bold text-ink-900 underline underline-offset-2"
          data-testid="unfollow-button"
        >
          {t('project_page.follow.unfollow')}
        </button>
      )}
      <p className="mt-2 text-sm text-ink">{t('project_page.follow.hint')}</p>
    </div>
  )
}
