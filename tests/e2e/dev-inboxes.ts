/** Reading the local demo's development mailbox (/dev/mailbox) and SMS outbox (/dev/outbox) as a developer does. */
import type { Page } from 'playwright-core'

/** Opens the newest e-mail to `to` in the mailbox (waiting for it to arrive), then follows its link named `link`. */
export async function openFromMailbox(page: Page, baseUrl: string, to: string, link: RegExp, prefix = '') {
  const deadline = Date.now() + 20_000
  for (;;) {
    await page.goto(`${baseUrl}${prefix}/dev/mailbox`)
    const row = page.getByRole('row').filter({ hasText: to })
    if ((await row.count()) > 0) {
      await row.getByRole('link').first().click()
      break
    }
    if (Date.now() > deadline) throw new Error(`no e-mail for ${to} in the mailbox`)
    await page.waitForTimeout(700)
  }
  await page.getByRole('link', { name: link }).click()
}

/** The code of the newest SMS to `to` (E.164) in the outbox. */
export async function codeFromOutbox(page: Page, baseUrl: string, to: string): Promise<string> {
  await page.goto(`${baseUrl}/dev/outbox`)
  const text = await page.getByTestId('sms').filter({ hasText: to }).first().textContent()
  const code = text?.match(/es (\d{6})\. Vence en 10 minutos\./)?.[1]
  if (!code) throw new Error(`no code for ${to} in /dev/outbox: ${text}`)
  return code
}
