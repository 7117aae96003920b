/**
 * How content and legal pages are drawn: a soft yellow band with the title and lead,
 * then the sections (paragraphs and lists). Legal pages get a table of contents.
 */
import type { ReactNode } from 'react'
import { useT } from '~/lib/i18n'
import { cn } from '../ui/cn'
import type { ContentDoc, ContentSection } from '#i18n/es-CO/legal'

export function PageBand({
  eyebrow,
  title,
  lead,
  wide,
  children,
}: {
  eyebrow?: string
  title: string
  lead?: string
  wide?: boolean
  children?: ReactNode
}) {
  return (
    <div className="relative overflow-hidden border-b border-brand-600/20 bg-brand-50">
      <svg
        className="pointer-events-none absolute -right-10 -bottom-10 hidden h-72 w-72 text-brand sm:block"
        viewBox="0 0 100 100"
        aria-hidden="true"
      >
        <path d="M10 55 50 20l40 35v40H10Z" fill="currentColor" opacity="0.55" />
      </svg>
      <div className={cn('relative mx-auto px-4 py-10 sm:px-6 sm:py-14', wide ? 'max-w-6xl' : 'max-w-5xl')}>
        {eyebrow && <p className="mb-2 text-sm font-extrabold tracking-wide text-ink uppercase">{eyebrow}</p>}
        <h1 className="max-w-3xl text-3xl leading-tight font-black text-ink-900 sm:text-5xl">{title}</h1>
        {lead && <p className="mt-4 max-w-3xl text-lg text-ink-900">{lead}</p>}
        {children}
      </div>
    </div>
  )
}

export function Sections({ sections, anchors }: { sections: ContentSection[]; anchors?: boolean }) {
  return (
    <div className="flex flex-col gap-10">
      {sections.map((section, i) => (
        <section key={section.heading} id={anchors ? `s${i + 1}` : undefined} className="scroll-mt-24">
          <h2 className="text-xl font-extrabold text-ink-900 sm:text-2xl">{section.heading}</h2>
          {section.paragraphs?.map((p) => (
            <p key={p} className="mt-3 leading-relaxed text-ink-900">
              {p}
            </p>
          ))}
          {section.items && (
            <ul className="mt-4 flex flex-col gap-2.5">
              {section.items.map((item) => (
                <li key={item} className="flex gap-3 leading-relaxed text-ink-900">
                  <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-brand-600" />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          )}
          {section.after?.map((p) => (
            <p key={p} className="mt-3 leading-relaxed text-ink-900">
              {p}
            </p>
          ))}
        </section>
      ))}
    </div>
  )
}

export function LegalPage({ doc }: { doc: ContentDoc }) {
  const { t } = useT()
  return (
    <>
      <PageBand title={doc.title} lead={doc.lead}>
        {doc.updated && (
          <p className="mt-4 text-sm font-semibold text-ink">{t('shell.pages.updated', { date: doc.updated })}</p>
        )}
      </PageBand>
      <div className="mx-auto grid max-w-5xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[15rem_1fr]">
        <nav aria-labelledby="toc-title" className="lg:sticky lg:top-24 lg:self-start">
          <h2 id="toc-title" className="text-sm font-extrabold tracking-wide text-ink uppercase">
            {t('shell.pages.contents')}
          </h2>
          <ol className="mt-3 flex flex-col gap-1.5 border-l-2 border-brand pl-4 text-sm">
            {doc.sections.map((s, i) => (
              <li key={s.heading}>
                <a href={`#s${i + 1}`} className="text-ink-900 hover:underline">
                  {s.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="max-w-3xl">
          <Sections sections={doc.sections} anchors />
        </article>
      </div>
    </>
  )
}

/** Title "Page · Brand", the lead as description. */
export function docMeta(doc: ContentDoc | undefined, brand = 'Wi Inmuebles') {
  if (!doc) return [{ title: brand }]
  const description = doc.lead.length > 160 ? `${doc.lead.slice(0, 157).trimEnd()}…` : doc.lead
  return [
    { title: `${doc.title} · ${brand}` },
    { name: 'description', content: description },
    { property: 'og:title', content: doc.title },
    { property: 'og:description', content: description },
    { property: 'og:site_name', content: brand },
    { property: 'og:type', content: 'article' },
  ]
}
