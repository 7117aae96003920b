/**
 * The anti-robot field of public forms: `website`, out of sight and out of the
 * accessibility tree; people leave it empty, robots fill it and the server drops the post.
 */
import { useT } from '~/lib/i18n'

export function Honeypot() {
  const { t } = useT()
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        {t('visitor.message.website')}
        <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  )
}
