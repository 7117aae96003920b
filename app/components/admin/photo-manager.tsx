/**
 * The photos of a listing or a project: drop or choose several files (uploaded with
 * XMLHttpRequest so a progress bar can show), reorder (drag a tile onto another, or the arrow
 * buttons), choose the cover, delete. Talks to `endpoint` (/api/admin/properties/{id}/photos,
 * /api/admin/projects/{id}/photos); the server decides type, size and the limit.
 */
import { useRef, useState } from 'react'
import { useRevalidator } from 'react-router'
import { useT } from '~/lib/i18n'
import { apiFetch } from '~/lib/auth-client'
import { Button } from '../ui/button'
import { useToast } from '../ui/toast'

export interface AdminPhoto {
  id: string
  url: string
  srcset: string
  is_cover: boolean
}

/** Files per upload request. */
const UPLOAD_BATCH = 5

/** What an answer's `data` is: the photos (a listing's routes), or a record holding them (a project's). */
type PhotosOf = (data: unknown) => AdminPhoto[] | undefined
const photoList: PhotosOf = (data) => data as AdminPhoto[] | undefined

export function PhotoManager({
  endpoint,
  photos: initial,
  max,
  canEdit,
  photosOf = photoList,
  hasCoverRoute = true,
}: {
  endpoint: string
  photos: AdminPhoto[]
  max: number
  canEdit: boolean
  photosOf?: PhotosOf
  /** Whether `{endpoint}/{id}/cover` exists; without it the first photo is the cover (reorder). */
  hasCoverRoute?: boolean
}) {
  const { t } = useT()
  const toast = useToast()
  const revalidator = useRevalidator()
  const [photos, setPhotos] = useState(initial)
  const [progress, setProgress] = useState<number | null>(null)
  const [batch, setBatch] = useState<{ done: number; total: number } | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [dragging, setDragging] = useState(false)
  /** The tile being dragged (a reorder, not files from the desktop) and the one under it. */
  const dragFrom = useRef<number | null>(null)
  const [dropAt, setDropAt] = useState<number | null>(null)
  const input = useRef<HTMLInputElement>(null)
  const base = endpoint

  const apply = (
    body: { data?: unknown; message?: string; errors?: Record<string, string[]> },
    ok: boolean,
    done?: string,
  ) => {
    const answered = photosOf(body.data)
    if (ok && answered) {
      setPhotos(answered)
      setError(null)
      if (done) toast.success(done)
      revalidator.revalidate()
    } else {
      const message = body.errors?.photos?.[0] ?? body.errors?.photo_ids?.[0] ?? body.message ?? t('errors.save_images')
      setError(message)
      toast.error(message)
    }
  }

  /** One request with a few files; resolves with the status and the JSON answer. */
  function send(
    files: File[],
    onProgress: (loaded: number) => void,
  ): Promise<{ status: number; body: Parameters<typeof apply>[0] }> {
    return new Promise((resolve) => {
      const form = new FormData()
      for (const f of files) form.append('photos', f)
      const xhr = new XMLHttpRequest()
      xhr.open('POST', base)
      xhr.setRequestHeader('accept', 'application/json')
      xhr.upload.onprogress = (e) => onProgress(e.loaded)
      xhr.onload = () => {
        try {
          resolve({ status: xhr.status, body: JSON.parse(xhr.responseText) })
        } catch {
          resolve({
            status: xhr.status,
            body: { message: xhr.status === 413 ? t('errors.too_large') : t('errors.save_images') },
          })
        }
      }
      xhr.onerror = () => resolve({ status: 0, body: { message: t('errors.save_images') } })
      xhr.send(form)
    })
  }

  /**
   * Uploads in batches of a few files, so that many large photos never make one request
   * bigger than the server accepts, with one progress bar over all the bytes.
   */
  async function upload(files: File[]) {
    if (!files.length) return
    setError(null)
    if (photos.length + files.length > max) {
      apply({ message: t('validation.photos_max', { limit: max }) }, false)
      return
    }
    const total = files.reduce((a, f) => a + f.size, 0) || 1
    let sent = 0
    setProgress(0)
    setBatch({ done: 0, total: files.length })
    for (let i = 0; i < files.length; i += UPLOAD_BATCH) {
      const batch = files.slice(i, i + UPLOAD_BATCH)
      const { status, body } = await send(batch, (loaded) =>
        setProgress(Math.min(100, Math.round(((sent + loaded) / total) * 100))),
      )
      sent += batch.reduce((a, f) => a + f.size, 0)
      if (status === 401) {
        location.assign(`/login?redirect=${encodeURIComponent(location.pathname)}`)
        return
      }
      const last = i + UPLOAD_BATCH >= files.length
      if (status !== 201 || last) {
        setProgress(null)
        setBatch(null)
        apply(body, status === 201, t('admin.photos.uploaded'))
        if (status !== 201 && i > 0) revalidator.revalidate()
        return
      }
      const answered = photosOf(body.data)
      if (answered) setPhotos(answered)
      setBatch({ done: i + batch.length, total: files.length })
    }
  }

  async function call(path: string, method: string, body?: unknown, done?: string) {
    const res = await apiFetch(path, {
      method,
      headers: body ? { 'content-type': 'application/json' } : undefined,
      body: body ? JSON.stringify(body) : undefined,
    })
    apply(await res.json().catch(() => ({})), res.ok, done)
  }

  const moveTo = (from: number, to: number) => {
    if (from === to) return
    const ids = photos.map((p) => p.id)
    const [id] = ids.splice(from, 1)
    ids.splice(to, 0, id)
    void call(`${base}/order`, 'PUT', { photo_ids: ids }, t('admin.photos.order_saved'))
  }
  const endDrag = () => {
    dragFrom.current = null
    setDropAt(null)
  }

  return (
    <div>
      <p className="mb-2 text-sm font-semibold" aria-live="polite">
        {t('admin.photos.count', { count: photos.length, limit: max })}
      </p>
      {canEdit && (
        <div
          onDragOver={(e) => {
            e.preventDefault()
            setDragging(true)
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(e) => {
            e.preventDefault()
            setDragging(false)
            upload([...e.dataTransfer.files])
          }}
          className={`rounded-2xl border-2 border-dashed p-5 text-center ${dragging ? 'border-ink bg-brand-50' : 'border-ink/30'}`}
        >
          <p>
            {t('admin.photos.drop')}{' '}
            <button type="button" className="font-bold underline" onClick={() => input.current?.click()}>
              {t('admin.photos.choose')}
            </button>
          </p>
          <p className="mt-1 text-sm text-ink">{t('admin.photos.allowed', { limit: max })}</p>
          <input
            ref={input}
            type="file"
            name="photos"
            multiple
            accept="image/jpeg,image/png,image/webp,image/avif"
            className="sr-only"
            data-testid="photo-input"
            aria-label={t('admin.photos.choose')}
            onChange={(e) => {
              upload([...(e.currentTarget.files ?? [])])
              e.currentTarget.value = ''
            }}
          />
          {progress !== null && (
            <div className="mt-3">
              <progress
                max={100}
                value={progress}
                aria-label={t('admin.photos.progress')}
                className="h-3 w-full accent-ink"
              />
              <span className="text-sm">
                {batch && batch.total > UPLOAD_BATCH
                  ? `${t('admin.photos.uploading', { done: batch.done, total: batch.total })} `
                  : ''}
                {progress}%
              </span>
            </div>
          )}
        </div>
      )}
      {error && (
        <p role="alert" className="mt-2 font-semibold text-red-700">
          {error}
        </p>
      )}
      {photos.length === 0 ? (
        <p className="mt-3 text-ink">{t('admin.photos.empty')}</p>
      ) : (
        <>
          {canEdit && photos.length > 1 && <p className="mt-4 text-sm text-ink">{t('admin.photos.reorder_hint')}</p>}
          <ol
            className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
            aria-label={t('admin.properties.section.photos')}
          >
            {photos.map((p, i) => (
              <li
                key={p.id}
                className={`overflow-hidden rounded-xl border bg-white ${dropAt === i ? 'border-ink ring-3 ring-brand' : 'border-ink/15'} ${canEdit ? 'cursor-grab' : ''}`}
                data-photo-id={p.id}
                draggable={canEdit}
                onDragStart={(e) => {
                  dragFrom.current = i
                  e.dataTransfer.effectAllowed = 'move'
                  e.dataTransfer.setData('text/plain', p.id)
                }}
                onDragOver={(e) => {
                  if (dragFrom.current === null) return
                  e.preventDefault()
                  e.dataTransfer.dropEffect = 'move'
                  setDropAt(i)
                }}
                onDrop={(e) => {
                  const from = dragFrom.current
                  if (from === null) return
                  e.preventDefault()
                  endDrag()
                  moveTo(from, i)
                }}
                onDragEnd={endDrag}
              >
                <div className="relative aspect-[4/3] bg-ink/10">
                  <img
                    src={p.url}
                    srcSet={p.srcset}
                    sizes="240px"
                    alt={t('admin.photos.alt', { n: i + 1 })}
                    className="size-full object-cover"
                    draggable={false}
                    loading="lazy"
                  />
                  {i === 0 && (
                    <span className="absolute top-2 left-2 rounded-full bg-brand px-2 py-0.5 text-xs font-bold text-ink-900">
                      {t('admin.photos.cover')}
                    </span>
                  )}
                </div>
                {canEdit && (
                  <div className="flex flex-col gap-1 p-2">
                    <div className="flex items-center gap-1">
                      <Button
                        size="sm"
                        variant="ghost"
                        disabled={i === 0}
                        onClick={() => moveTo(i, i - 1)}
                        aria-label={`${t('admin.photos.move_up')} (${i + 1})`}
                      >
                        ←
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        disabled={i === photos.length - 1}
                        onClick={() => moveTo(i, i + 1)}
                        aria-label={`${t('admin.photos.move_down')} (${i + 1})`}
                      >
                        →
                      </Button>
                      <Button
                        size="sm"
                        variant="danger"
                        className="ml-auto"
                        onClick={() => void call(`${base}/${p.id}`, 'DELETE', undefined, t('admin.photos.deleted'))}
                        aria-label={`${t('admin.photos.delete')} (${i + 1})`}
                      >
                        ✕
                      </Button>
                    </div>
                    {i !== 0 && hasCoverRoute && (
                      <Button
                        size="sm"
                        variant="ghost"
                        className="w-full"
                        onClick={() => void call(`${base}/${p.id}/cover`, 'POST', undefined, t('toast.saved'))}
                      >
                        {t('admin.photos.make_cover')}
                      </Button>
                    )}
                  </div>
                )}
              </li>
            ))}
          </ol>
        </>
      )}
    </div>
  )
}
