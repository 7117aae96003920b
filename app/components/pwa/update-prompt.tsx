/** "Hay una nueva versión disponible": shown when a new service worker waits; "Actualizar" reloads once. */
import { useT } from '~/lib/i18n'
import { Button } from '../ui/button'
import { applyUpdate } from './sw-client'

export function UpdatePrompt({ registration }: { registration: ServiceWorkerRegistration }) {
  const { t } = useT()
  return (
    <div
      role="alert"
      data-testid="update-prompt"
      className="fixed inset-x-0 bottom-20 z-50 flex justify-center px-3 sm:bottom-6"
    >
      <div className="flex items-center gap-3 rounded-xl bg-ink-900 py-2 pr-2 pl-4 text-white shadow-2xl">
        <p className="text-sm font-bold">{t('pwa.update.text')}</p>
        <Button size="sm" onClick={() => applyUpdate(registration)}>
          {t('pwa.update.action')}
        </Button>
      </div>
    </div>
  )
}
