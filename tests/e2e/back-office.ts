/** What the signed-in browser tests share: signing in as a demo account, and axe's WCAG A/AA findings. */
import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright-core'
import { answerCookies } from './browser'

/** Signs in through the login form (a demo account's password `Demo1234!` unless told) and lands on `path`. */
export async function signInAs(page: Page, baseUrl: string, email: string, path: string, password = 'Demo1234!') {
  await page.goto(`${baseUrl}/login?redirect=${encodeURIComponent(path)}`)
  await page.getByLabel(/^Correo electrónico\s*\*?$/).fill(email)
  await page.getByLabel(/^Contraseña\s*\*?$/).fill(password)
  await page.getByRole('button', { name: 'Ingresar', exact: true }).click()
  await page.waitForURL((url) => url.pathname === path)
}

/** Signs in as a demo account, lands on /admin, accepts cookies. */
export async function signInToBackOffice(page: Page, baseUrl: string, email: string) {
  await signInAs(page, baseUrl, email, '/admin')
  await answerCookies(page)
}

/** The page's WCAG 2.2 A/AA violations, as "rule: targets" lines. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page: page as never })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}
