/**
 * Which hosts the server may send requests to on someone else's say-so (a browser's push
 * endpoint): only public Internet addresses. Refused: this machine, private networks,
 * link-local (and the cloud metadata service at 169.254.169.254), carrier-grade NAT,
 * multicast, broadcast, reserved and documentation ranges, IPv6 outside global unicast,
 * and names that only mean something inside a network (localhost, *.internal, one-label
 * names, a trailing dot). A name must also resolve, and only to public addresses; the
 * same check runs again when connecting (`createPublicLookup`), so a name that changes
 * its answer after it was accepted (DNS rebinding) still cannot reach inside.
 */
import dns from 'node:dns'
import { BlockList, isIP, type LookupFunction } from 'node:net'
import { env } from '#config/env'

const blockedV4 = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"; 0.0.0.0 reaches the local machine
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT (also Alibaba's metadata service, 100.100.100.200)
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, with the metadata service of AWS, GCP, Azure, OpenStack
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // IETF protocol assignments (Oracle Cloud's metadata at 192.0.0.192)
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, with the broadcast address 255.255.255.255
] as const)
  blockedV4.addSubnet(network, prefix, 'ipv4')
// Azure's host endpoint (WireServer) sits on a public-looking address but answers only inside Azure.
blockedV4.addAddress('168.63.129.16', 'ipv4')

/** IPv6 is allowed only in global unicast (2000::/3), minus the special parts below. */
const globalV6 = new BlockList()
globalV6.addSubnet('2000::', 3, 'ipv6')
const blockedV6 = new BlockList()
for (const [network, prefix] of [
  ['2001::', 23], // IETF protocol assignments: Teredo, benchmarking, ORCHID
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4, which embeds an IPv4 address of any kind
  ['3fff::', 20], // documentation
] as const)
  blockedV6.addSubnet(network, prefix, 'ipv6')

/** IPv4-mapped IPv6 (::ffff:127.0.0.1, written ::ffff:7f00:1 by URL): judged as the IPv4 address. */
const mappedV4 = new BlockList()
mappedV4.addSubnet('::ffff:0:0', 96, 'ipv6')

/** True for an IP address (v4 or v6, without brackets) on the public Internet. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address)
  if (family === 4) return !blockedV4.check(address, 'ipv4')
  if (family !== 6) return false
  // BlockList compares the IPv4 rules with the address embedded in a mapped one.
  if (mappedV4.check(address, 'ipv6')) return !blockedV4.check(address, 'ipv6')
  return globalV6.check(address, 'ipv6') && !blockedV6.check(address, 'ipv6')
}

/** Suffixes of names that exist only inside a network (RFC 6761, RFC 6762, RFC 8375, ICANN's .internal). */
const LOCAL_SUFFIXES = ['localhost', 'local', 'localdomain', 'internal', 'home.arpa', 'lan', 'intranet']

/**
 * The syntax part of the rule, for a URL's `hostname`: a public literal address, or a name
 * that could be public. Names still have to resolve to public addresses (`resolvesPublicly`).
 */
export function isPublicHostName(hostname: string): boolean {
  const host = hostname.toLowerCase()
  const literal = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host
  if (isIP(literal)) return isPublicAddress(literal)
  // A trailing dot, an empty label or a one-label name ("metadata", "intranet") is looked up
  // through the machine's own search domains: never public.
  if (!/^[a-z0-9_-]+(\.[a-z0-9_-]+)+$/.test(host)) return false
  // Four numeric labels that were not a valid address (999.1.1.1) are not a name either.
  if (/^[0-9.]+$/.test(host)) return false
  return !LOCAL_SUFFIXES.some((suffix) => host === suffix || host.endsWith(`.${suffix}`))
}

export interface ResolvedAddress {
  address: string
  family: number
}

/** Resolves a name the way connecting to it would (getaddrinfo: hosts file, then DNS). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>

export const systemResolver: Resolver = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true })

/** True when the host passes `isPublicHostName` and every address it resolves to is public. */
export async function resolvesPublicly(hostname: string, resolve: Resolver = systemResolver): Promise<boolean> {
  if (!isPublicHostName(hostname)) return false
  const host = hostname.startsWith('[') ? hostname.slice(1, -1) : hostname
  if (isIP(host)) return true
  try {
    const addresses = await resolve(host)
    return addresses.length > 0 && addresses.every((a) => isPublicAddress(a.address))
  } catch {
    return false
  }
}

/** The error a connection gets when its name resolves to a non-public address. */
export const NOT_PUBLIC_CODE = 'ERR_NOT_PUBLIC_ADDRESS'

/**
 * A `lookup` for sockets and HTTP agents that refuses names resolving to any non-public
 * address. Literal addresses skip `lookup` in Node, so callers check those with
 * `isPublicHostName` before connecting.
 */
export function createPublicLookup(resolve: Resolver = systemResolver): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname)
      .then((found) => {
        const wanted =
          options.family === 4 || options.family === 6 ? found.filter((a) => a.family === options.family) : found
        const refused = found.find((a) => !isPublicAddress(a.address))
        if (refused || wanted.length === 0) {
          const error = Object.assign(new Error(`${hostname} resolves to a non-public address`), {
            code: refused ? NOT_PUBLIC_CODE : 'ENOTFOUND',
          })
          return callback(error, options.all ? [] : '', 0)
        }
        if (options.all) callback(null, wanted)
        else callback(null, wanted[0].address, wanted[0].family)
      })
      .catch((error: NodeJS.ErrnoException) => callback(error, options.all ? [] : '', 0))
  }
}

const localTestOrigins = new Set<string>()

/**
 * Tests only: lets outbound requests reach one local test server (a push service, a photo
 * host) at `origin`, plain http on 127.0.0.1; returns the undo. No setting or environment
 * variable reaches this list, and it refuses to work outside NODE_ENV=test.
 */
export function allowLocalOriginForTests(origin: string): () => void {
  if (env().NODE_ENV !== 'test') throw new Error('The local origin allowance exists for tests only.')
  const normalized = new URL(origin).origin
  localTestOrigins.add(normalized)
  return () => localTestOrigins.delete(normalized)
}

/** True for the origin of a test server allowed by `allowLocalOriginForTests`. */
export function isLocalTestOrigin(url: URL): boolean {
  return localTestOrigins.has(url.origin)
}
