/**
 * Hydrates the server-rendered page once its texts are registered: the ones the server drew it
 * with, written into the page (ADR 0023), so the browser downloads neither the other language
 * nor, before the page is interactive, the rest of its own.
 */
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'
import { documentLocale, startTexts } from '#i18n/load'

async function start() {
  await startTexts(documentLocale())
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
