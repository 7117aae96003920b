/**
 * The header's compare dropdown (spec §2, §7): a count badge (GET …/compare/list/count,
 * 0 on error), items loaded from …/menu when opened (empty on error) with photo,
 * "{type} en {municipality}", price, barrio, code and a remove button (DELETE …?property_id=: count − 1,
 * "Cambios guardados correctamente", menu reloaded; "Error al guardar los datos" on
 * failure), and a link to the comparison page. Esc closes it and gives the focus back to its
 * button. It also joins a comparison built before
 * signing in into the account.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { IconCompare } from '~/components/shell/icons'
import { IconClose } from '~/components/ui/icon'
import { apiFetch } from '~/lib/auth-client'
import { useT } from '~/lib/i18n'
import { formatCop } from '#core/shared/browser'
import type { CompareMenuItemView } from '#core/visitor'
import type { ShellUser } from '../shell/shell-data'
import { cn } from '../ui/cn'
import { Thumb } from '../ui/thumb'
import { useToast } from '../ui/toast'
import { COMPARE_CHANGED_EVENT, mergeLocalCompare, setCompareIds } from './visitor-store'

type MenuItem = CompareMenuItemView

export function CompareDropdown(_props: { user: ShellUser }) {
  const { t, href } = useT()
  const toast = useToast()
  const location = useLocation()
  const details = useRef<HTMLDetailsElement>(null)
  const summary = useRef<HTMLElement>(null)
  const [count, setCount] = useState(0)
  const [items, setItems] = useState<MenuItem[] | null>(null)
  const [removing, setRemoving] = useState<string | null>(null)

  const loadCount = useCallback(async () => {
    try {
      const res = await apiFetch('/api/wiauth/properties/compare/list/count')
      setCount(res.ok ? Number(((await res.json()) as { data: number }).data) || 0 : 0)
    } catch {
      setCount(0)
    }
  }, [])

  const loadMenu = useCallback(async () => {
    try {
      const res = await apiFetch('/api/wiauth/properties/compare/list/menu')
      const list = res.ok ? ((await res.json()) as { data?: MenuItem[] }).data : []
      setItems(Array.isArray(list) ? list : [])
    } catch {
      setItems([])
    }
  }, [])

  useEffect(() => {
    void mergeLocalCompare().finally(loadCount)
    const onChange = () => {
      void loadCount()
      if (details.current?.open) void loadMenu()
    }
    window.addEventListener(COMPARE_CHANGED_EVENT, onChange)
    return () => window.removeEventListener(COMPARE_CHANGED_EVENT, onChange)
  }, [loadCount, loadMenu])

  useEffect(() => {
    details.current?.removeAttribute('open')
  }, [location.key])

  const remove = async (item: MenuItem) => {
    setRemoving(item.id)
    try {
      const res = await apiFetch(`/api/wiauth/properties/compare/list?property_id=${encodeURIComponent(item.id)}`, {
        method: 'DELETE',
      })
      if (!res.ok) throw new Error(String(res.status))
      setCount((n) => Math.max(0, n - 1))
      toast.success(t('toast.saved'))
      const rest = (items ?? []).filter((i) => i.id !== item.id)
      setItems(rest)
      setCompareIds(rest.map((i) => i.id))
      await loadMenu()
    } catch {
      toast.error(t('toast.save_error'))
    } finally {
      setRemoving(null)
    }
  }

  return (
    <details
      ref={details}
      className="group relative"
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || !details.current?.open) return
        e.preventDefault()
        details.current.removeAttribute('open')
        summary.current?.focus()
      }}
      onToggle={(e) => {
        if ((e.currentTarget as HTMLDetailsElement).open) void loadMenu()
      }}
    >
      <summary
        ref={summary}
        className="relative flex min-h-11 min-w-11 cursor-pointer list-none items-center justify-center gap-1.5 rounded-xl px-2 text-sm font-bold text-ink-900 hover:bg-ink/5 focus-visible:outline-3 focus-visible:outline-brand-600 sm:px-3 [&::-webkit-details-marker]:hidden"
        data-testid="compare-menu"
      >
        <IconCompare className="size-5" />
        <span className="sr-only sm:not-sr-only">{t('visitor.compare.menu')}</span>
        <span
          className={cn(
            'inline-flex min-w-5 items-center justify-center rounded-full px-1.5 text-xs leading-5 font-extrabold',
            count > 0 ? 'bg-brand text-ink-900' : 'bg-ink/10 text-ink',
          )}
          data-testid="compare-count"
        >
          {count}
        </span>
      </summary>
      <div className="fixed inset-x-3 top-16 z-40 mt-1 rounded-xl border border-ink/10 bg-white p-2 shadow-xl sm:absolute sm:inset-x-auto sm:top-auto sm:right-0 sm:w-80">
        {items === null ? (
          <p className="px-3 py-4 text-sm text-ink">…</p>
        ) : items.length === 0 ? (
          <p className="px-3 py-4 text-sm text-ink">{t('visitor.compare.empty')}</p>
        ) : (
          <ul className="flex flex-col" data-testid="compare-menu-items">
            {items.map((item) => (
              <li key={item.id} className="flex items-center gap-3 rounded-lg px-2 py-2 hover:bg-ink/5">
                <Thumb src={item.photo} format="menu" />
                <div className="min-w-0 flex-1 text-sm">
                  {item.url ? (
                    <Link to={item.url} className="block truncate font-bold text-ink-900 hover:underline">
                      {itemLabel(t, item)}
                    </Link>
                  ) : (
                    <p className="truncate font-bold text-ink-900">{itemLabel(t, item)}</p>
                  )}
                  {item.price != null && (
                    <p className="font-extrabold text-ink-900" data-testid="compare-menu-price">
                      {formatCop(item.price)}
                      {item.operation === 'rent' && (
                        <span className="font-normal text-ink">{t('listing.price.per_month')}</span>
                      )}
                    </p>
                  )}
                  <p className="truncate text-ink">
                    {item.sector && <span data-testid="compare-menu-sector">{item.sector.name} · </span>}
                    {t('visitor.compare.code', { code: item.code })}
                  </p>
                </div>
                <button
                  type="button"
                  onClick={() => remove(item)}
                  disabled={removing === item.id}
                  aria-label={t('visitor.compare.remove_item', { code: item.code })}
                  title={t('visitor.compare.remove')}
                  className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-ink-900 hover:bg-red-50 hover:text-red-700 focus-visible:outline-3 focus-visible:outline-ink disabled:opacity-50"
                >
                  <IconClose className="size-5" />
                </button>
              </li>
            ))}
          </ul>
        )}
        <Link
          to={href('/properties/compare')}
          className="mt-1 flex min-h-11 items-center justify-center rounded-lg bg-brand px-3 text-sm font-bold text-ink-900 hover:bg-brand-600"
          onClick={() => details.current?.removeAttribute('open')}
        >
          {t('visitor.compare.go')}
        </Link>
      </div>
    </details>
  )
}

function itemLabel(t: ReturnType<typeof useT>['t'], item: MenuItem) {
  return item.municipality
    ? t('visitor.compare.item', { type: item.property_type.name, municipality: item.municipality.name })
    : t('visitor.compare.item_no_place', { type: item.property_type.name })
}
