/**
 * A result card's photo (the listing search's and the project search's cards): responsive
 * srcset, eager only where asked, and asked for first on the very first card (the likely
 * largest paint on a phone).
 */
const SIZES = '(min-width: 75rem) 22rem, (min-width: 62rem) 30vw, (min-width: 36rem) 48vw, 100vw'

export function CardPhoto({
  src,
  srcset,
  loading,
}: {
  src: string
  srcset: string
  loading: 'first' | 'eager' | 'lazy'
}) {
  return (
    <img
      src={src}
      srcSet={srcset}
      sizes={SIZES}
      alt=""
      width={800}
      height={600}
      loading={loading === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={loading === 'first' ? 'high' : undefined}
      decoding={loading === 'first' ? 'sync' : 'async'}
    />
  )
}
