/**
 * Hydrates the server-rendered page after loading the one catalogue its language needs
 * (<html lang>), so the browser never downloads the other language's texts.
 */
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { registerMessages } from './i18n'

async function start() {
  if (document.documentElement.lang === 'en') registerMessages('en', (await import('./i18n/en')).en)
  else registerMessages('es-CO', (await import('./i18n/es-CO')).esCO)
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    )
  })
}

void start()
