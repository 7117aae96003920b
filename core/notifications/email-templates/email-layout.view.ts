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

interface Parts {
  brand: string
  subject: string
  greeting: string
  paragraphs: string[]
  action?: { label: string; url: string }
  footer: string
}

export function renderEmail({ brand, subject, greeting, paragraphs, action, footer }: Parts): RenderedEmail {
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
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
${button}
<p style="font-size:13px;color:#6b7280">${escapeHtml(footer)}</p>
</body></html>`
  return { subject, text, html }
}
