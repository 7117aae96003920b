/**
 * The chat button of public pages. Our panel (WhatsApp to the listing's agency or to the
 * portal, and a short message form) is its own chunk, loaded on the first click. When a
 * third-party chat is configured (CHAT_SCRIPT_URL) it replaces the widget, and its script
 * loads only once the visitor has accepted cookies.
 */
import { lazy, Suspense, useEffect, useState, type ComponentProps } from 'react'
import type { ChatConfig } from '#core/leads/browser'
import { useT } from '~/lib/i18n'
import { COOKIE_CONSENT } from '../shell/cookie-banner'
import { IconWhatsApp } from '../shell/icons'

// Offline when first opened, the chat stays closed rather than taking the page down with it.
const ChatPanel = lazy(() => import('./chat-panel').catch(() => ({ default: ChatUnavailable })))
function ChatUnavailable(_props: ComponentProps<typeof import('./chat-panel').default>) {
  return null
}

const CONFIG_KEY = 'wi.chat.config'

async function loadConfig(): Promise<ChatConfig | null> {
  try {
    const saved = sessionStorage.getItem(CONFIG_KEY)
    if (saved) return JSON.parse(saved) as ChatConfig
  } catch {
    // ignore
  }
  try {
    const res = await fetch('/api/chat/config', { headers: { accept: 'application/json' } })
    if (!res.ok) return null
    const config = (await res.json()) as ChatConfig
    sessionStorage.setItem(CONFIG_KEY, JSON.stringify(config))
    return config
  } catch {
    return null
  }
}

function cookiesAccepted() {
  return document.cookie.split('; ').includes(`${COOKIE_CONSENT.name}=true`)
}

/** Adds the third-party script once, after consent (checked every 2 s until given). */
function useThirdPartyScript(url: string | null) {
  useEffect(() => {
    if (!url) return
    const load = () => {
      if (document.querySelector(`script[data-wi-chat]`)) return true
      if (!cookiesAccepted()) return false
      const script = document.createElement('script')
      script.src = url
      script.async = true
      script.dataset.wiChat = 'true'
      document.body.appendChild(script)
      return true
    }
    if (load()) return
    const timer = setInterval(() => load() && clearInterval(timer), 2000)
    return () => clearInterval(timer)
  }, [url])
}

export function ChatLauncher() {
  const { t } = useT()
  const [config, setConfig] = useState<ChatConfig | null>(null)
  const [open, setOpen] = useState(false)
  const [used, setUsed] = useState(false)

  useEffect(() => {
    void loadConfig().then(setConfig)
  }, [])
  useThirdPartyScript(config?.scriptUrl ?? null)

  if (!config || config.scriptUrl) return null
  return (
    <>
      {used && (
        <Suspense fallback={null}>
          <ChatPanel open={open} onClose={() => setOpen(false)} portalWhatsapp={config.whatsapp} />
        </Suspense>
      )}
      <button
        type="button"
        data-testid="chat-button"
        aria-expanded={open}
        aria-controls="wi-chat-panel"
        aria-label={open ? t('pwa.chat.close') : t('pwa.chat.open')}
        onClick={() => {
          setUsed(true)
          setOpen((v) => !v)
        }}
        className="flex size-14 items-center justify-center rounded-full bg-[#25d366] text-white shadow-xl transition-transform hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink-900"
      >
        <IconWhatsApp className="size-7" aria-hidden="true" />
      </button>
    </>
  )
}
