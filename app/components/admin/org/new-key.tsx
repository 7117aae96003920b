/**
 * A key just created: said to be shown this once, in a read-only field whose text selects on
 * focus (copying by hand works without scripts), and a "Copiar clave" button once the page's
 * scripts run. Where the browser refuses the clipboard, the key is selected for a manual copy.
 */
import { useRef, useState } from 'react'
import { IconCopy } from '~/components/listing/listing-icons'
import { Button } from '~/components/ui/button'
import { copyText } from '~/components/ui/clipboard'
import { TextField } from '~/components/ui/field'
import { useHydrated, useT } from '~/lib/i18n'

export function NewKey({ name, value }: { name: string; value: string }) {
  const { t } = useT()
  const hydrated = useHydrated([
    'admin_org.integrations.copy',
    'admin_org.integrations.copied',
    'admin_org.integrations.copy_failed',
  ])
  const field = useRef<HTMLInputElement>(null)
  const [copied, setCopied] = useState<boolean | null>(null)
  const onCopy = async () => {
    const done = await copyText(value)
    if (!done) field.current?.select()
    setCopied(done)
  }
  return (
    <div className="flex max-w-2xl flex-col gap-3" data-testid="new-key">
      <p className="font-bold text-ink-900">{t('admin_org.integrations.copy_now')}</p>
      <TextField
        ref={field}
        label={`${t('admin_org.integrations.the_key')}: ${name}`}
        name="new_key"
        readOnly
        value={value}
        onFocus={(event) => event.currentTarget.select()}
        className="font-mono"
        hint={t('admin_org.integrations.usage')}
      />
      {hydrated && (
        <div className="flex flex-wrap items-center gap-3">
          <Button type="button" variant="secondary" onClick={onCopy}>
            <IconCopy className="size-5" />
            {t('admin_org.integrations.copy')}
          </Button>
          <p role="status" className="text-sm font-semibold text-ink-900">
            {copied === true && t('admin_org.integrations.copied')}
            {copied === false && t('admin_org.integrations.copy_failed')}
          </p>
        </div>
      )}
    </div>
  )
}
