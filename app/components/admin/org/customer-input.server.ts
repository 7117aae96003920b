/** The agency form's fields as the customer service's input (microsite settings are kept as stored). */
import { SOCIAL_NETWORKS } from '#core/agencies/browser'
import type { CustomerView } from '#core/agencies'
import { formString } from '#web/input'

export function customerInputFromForm(form: FormData, current: CustomerView | null) {
  const ids = form.getAll('adviser_id').map(String)
  const names = form.getAll('adviser_name').map(String)
  const emails = form.getAll('adviser_email').map(String)
  const phones = form.getAll('adviser_phone').map(String)
  const advisers = names
    .map((name, i) => ({ id: ids[i] || null, name: name.trim(), email: emails[i] ?? '', phone: phones[i] ?? '' }))
    .filter((a) => a.name !== '')
  return {
    name: formString(form, 'name'),
    nit: formString(form, 'nit'),
    website: formString(form, 'website'),
    email: formString(form, 'email'),
    phones: formString(form, 'phones')
      .split(/\r?\n/)
      .map((p) => p.trim())
      .filter(Boolean),
    whatsapp: formString(form, 'whatsapp'),
    social_links: Object.fromEntries(
      SOCIAL_NETWORKS.map((n) => [n, formString(form, `social_${n}`).trim()]).filter(([, url]) => url),
    ),
    department_id: formString(form, 'department_id') || null,
    municipality_id: formString(form, 'municipality_id') || null,
    address: formString(form, 'address'),
    description: formString(form, 'description'),
    logo_alignment: current?.logoAlignment ?? 'left',
    hide_main_menu: current?.hideMainMenu ?? false,
    hide_subscription_footer: current?.hideSubscriptionFooter ?? true,
    advisers,
  }
}
