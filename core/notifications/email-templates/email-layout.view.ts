/** The shared frame of every e-mail: plain text first, a simple escaped HTML twin. */
export type MailLocale = 'es-CO' | 'en'

export interface RenderedEmail {
  subject: string
  text: string
  html: string
}

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  )
}

/** A listing in an e-mail: its photo, title, price and place, and a button to open it. */
export interface EmailCard {
  title: string
  url: string
  /** An absolute address of a JPEG (mail clients do not all show WebP), or null. */
  imageUrl: string | null
  price: string
  place: string
  /** Why it is in the e-mail ("Nuevo", "Bajó de precio (antes $ 2.500.000)"). */
  badge: string
  button: string
}

interface Parts {
  brand: string
  subject: string
  greeting: string
  paragraphs: string[]
  cards?: EmailCard[]
  /** After the cards ("Y 3 más en los resultados"). */
  after?: string[]
  action?: { label: string; url: string }
  footer: string
}

function cardText(c: EmailCard): string {
  return [`• ${c.title}`, `  ${c.price} · ${c.place}`, `  ${c.badge}`, `  ${c.button}: ${c.url}`].join('\n')
}

function cardHtml(c: EmailCard): string {
  const image = c.imageUrl
    ? `<a href="${escapeHtml(c.url)}"><img src="${escapeHtml(c.imageUrl)}" alt="${escapeHtml(c.title)}" width="512" style="display:block;width:100%;max-width:512px;height:auto;border-radius:10px 10px 0 0;border:0"></a>`
    : ''
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 16px;border:1px solid #e5e7eb;border-radius:12px;border-collapse:separate"><tr><td style="padding:0">${image}
<div style="padding:12px 16px 16px">
<p style="margin:0 0 4px;font-size:13px;font-weight:700;color:#b45309">${escapeHtml(c.badge)}</p>
<p style="margin:0 0 4px;font-size:16px;font-weight:700">${escapeHtml(c.title)}</p>
<p style="margin:0 0 4px;font-size:18px;font-weight:800">${escapeHtml(c.price)}</p>
<p style="margin:0 0 12px;font-size:14px">${escapeHtml(c.place)}</p>
<a href="${escapeHtml(c.url)}" style="display:inline-block;background:#3c475b;color:#ffffff;padding:10px 16px;border-radius:10px;font-weight:700;text-decoration:none">${escapeHtml(c.button)}</a>
</div></td></tr></table>`
}

export function renderEmail({
  brand,
  subject,
  greeting,
  paragraphs,
  cards = [],
  after = [],
  action,
  footer,
}: Parts): RenderedEmail {
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...cards.flatMap((c) => [cardText(c), '']),
    ...after.flatMap((p) => [p, '']),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    footer,
    brand,
  ].join('\n')
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#fecc2d;color:#3c475b;padding:12px 20px;border-radius:10px;font-weight:700;text-decoration:none">${escapeHtml(action.label)}</a></p><p style="font-size:13px;color:#3c475b">${escapeHtml(action.url)}</p>`
    : ''
  const html = `<!doctype html><html><body style="font-family:'Nunito Sans',Arial,sans-serif;color:#3c475b;max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:20px">${escapeHtml(brand)}</h1>
<p>${escapeHtml(greeting)}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${cards.map(cardHtml).join('\n')}
${after.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${button}
<p style="font-size:13px;color:#6b7280">${escapeHtml(footer)}</p>
</body></html>`
  return { subject, text, html }
}
