/**
 * The visitor's address, for rate limits and the development mailbox. X-Forwarded-For is
 * written by the client first and appended to by each proxy, so only its right-hand end
 * can be believed: we walk from the socket towards the left over the proxies we trust
 * (a hop count, or a list of proxy addresses) and stop at the first address that is not one.
 */
import { BlockList, isIP } from 'node:net'
import type { TrustProxy } from '#config/env'
import { boundedMemo } from '#core/shared'

export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | null | undefined,
  trust: TrustProxy,
): string {
  const socket = normalize(socketAddress) ?? 'unknown'
  const hops = (forwardedFor ?? '')
    .split(',')
    .map((h) => normalize(h))
    .filter((h): h is string => !!h)
  // Nearest first: the socket peer, then the hops it says it forwarded for, right to left.
  const chain = [socket, ...hops.reverse()]
  if ('hops' in trust) return chain[Math.min(trust.hops, chain.length - 1)]
  const trusted = trustedList(trust.addresses)
  let index = 0
  while (index < chain.length - 1 && isTrusted(trusted, chain[index])) index++
  return chain[index]
}

function normalize(address: string | undefined): string | undefined {
  const trimmed = address?.trim()
  if (!trimmed) return undefined
  return trimmed.startsWith('::ffff:') && isIP(trimmed.slice(7)) === 4 ? trimmed.slice(7) : trimmed
}

/** The block list of a TRUST_PROXY setting, built once per setting. */
const lists = boundedMemo<BlockList>(16)

function trustedList(addresses: string[]): BlockList {
  return lists(addresses.join(','), () => {
    const list = new BlockList()
    for (const entry of addresses) {
      const [address, prefix] = entry.split('/')
      const family = isIP(address) === 6 ? 'ipv6' : 'ipv4'
      if (prefix) list.addSubnet(address, Number(prefix), family)
      else list.addAddress(address, family)
    }
    return list
  })
}

function isTrusted(list: BlockList, address: string): boolean {
  const family = isIP(address)
  if (!family) return false
  return list.check(address, family === 6 ? 'ipv6' : 'ipv4')
}
