/**
 * A shared link's two ways out: WhatsApp (https://wa.me/?text= with the text and the address,
 * encoded) and "Copiar enlace". On the comparison and favourites pages once a link exists, on
 * the shared page itself and beside each link in the panel.
 */
import { IconCopy } from '~/components/listing/listing-icons'
import { IconWhatsApp } from '~/components/shell/icons'
import { buttonClass } from '~/components/ui/button'
import { copyText } from '~/components/ui/clipboard'
import { cn } from '~/components/ui/cn'
import { useToast } from '~/components/ui/toast'
import { useHydrated, useT } from '~/lib/i18n'

/** The WhatsApp address that opens a chat with the text, the link last. */
export function whatsappShareUrl(text: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`
}

export function ShareLinks({
  url,
  text,
  size = 'md',
  className,
  describedBy,
}: {
  url: string
  /** The WhatsApp message before the address. */
  text: string
  size?: 'sm' | 'md'
  className?: string
  /** What the two buttons are about, when the page has several links (the panel). */
  describedBy?: string
}) {
  const { t } = useT()
  const toast = useToast()
  // Copying needs the page's scripts: until they run, only WhatsApp (a plain link) is offered.
  const hydrated = useHydrated(['shortlist.share.copy'])
  const onCopy = async () => {
    if (await copyText(url)) toast.success(t('shortlist.share.copied'))
    else toast.error(t('errors.copy_link'))
  }
  // Both are ghost buttons, described by the same text.
  const look = { className: buttonClass('ghost', size), 'aria-describedby': describedBy }
  return (
    <div className={cn('flex flex-wrap gap-2', className)} data-testid="share-links">
      <a
        href={whatsappShareUrl(text, url)}
        target="_blank"
        rel="noopener noreferrer"
        {...look}
        data-testid="share-whatsapp"
      >
        <IconWhatsApp className="size-5 text-green-700" />
        {t('shortlist.share.whatsapp')}
      </a>
      {hydrated && (
        <button type="button" onClick={onCopy} {...look} data-testid="share-copy">
          <IconCopy className="size-5" />
          {t('shortlist.share.copy')}
        </button>
      )}
    </div>
  )
}
