/**
 * The typed arrays of a value moved to another process as one block of bytes: `packArrays`
 * copies each typed array it finds (in objects, arrays and maps) into one buffer and leaves a
 * small descriptor in its place; `unpackArrays` puts views on the block back. The receiver
 * allocates one large block (which the allocator maps on its own and returns whole when freed)
 * instead of many arrays of a few megabytes that leave freed memory resident between them.
 */
const KINDS = { Int8Array, Uint8Array, Int16Array, Uint16Array, Int32Array, Uint32Array, Float64Array }
type Kind = keyof typeof KINDS
type Packable = InstanceType<(typeof KINDS)[Kind]>

interface Descriptor {
  $array: Kind
  offset: number
  length: number
}

const align8 = (n: number) => (n + 7) & ~7

export function packArrays(value: unknown): { layout: unknown; bytes: Uint8Array } {
  const arrays: Array<[Packable, number]> = []
  let size = 0
  const describe = (v: unknown): unknown => {
    if (ArrayBuffer.isView(v)) {
      const array = v as Packable
      const kind = array.constructor.name as Kind
      if (!(kind in KINDS)) throw new Error(`packArrays: unsupported ${kind}`)
      const descriptor: Descriptor = { $array: kind, offset: size, length: array.length }
      arrays.push([array, size])
      size += align8(array.byteLength)
      return descriptor
    }
    return walk(v, describe)
  }
  const layout = describe(value)
  const bytes = new Uint8Array(size)
  for (const [array, offset] of arrays)
    bytes.set(new Uint8Array(array.buffer, array.byteOffset, array.byteLength), offset)
  return { layout, bytes }
}

/** The value `packArrays` described, its typed arrays as views on `bytes` (8-byte aligned). */
export function unpackArrays(layout: unknown, bytes: Uint8Array): unknown {
  const restore = (v: unknown): unknown => {
    if (v && typeof v === 'object' && '$array' in v) {
      const { $array, offset, length } = v as Descriptor
      return new KINDS[$array](bytes.buffer as ArrayBuffer, bytes.byteOffset + offset, length)
    }
    return walk(v, restore)
  }
  return restore(layout)
}

/** v with `f` applied to each element or entry value (maps, arrays, plain objects); other values as they are. */
function walk(v: unknown, f: (v: unknown) => unknown): unknown {
  if (v instanceof Map) return new Map([...v].map(([k, x]) => [k, f(x)]))
  if (Array.isArray(v)) return v.map(f)
  if (v && typeof v === 'object' && Object.getPrototypeOf(v) === Object.prototype)
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, f(x)]))
  return v
}
