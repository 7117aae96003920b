/**
 * The cluster's network (issue 34): a bridge on this machine and, for each part, a network
 * namespace joined to it by a veth pair, with its own address. Parts reach each other over the
 * bridge; the machine reaches them too (it is the bridge's .1), and nothing else can: the
 * bridge is not routed anywhere.
 */
import { BRIDGE, MACHINE_ADDRESS, NETWORK, type Part } from './layout'
import { run } from './shell'

const prefix = NETWORK.split('/')[1]

/** The veth end on the machine's side (at most 15 characters: "v" and the part's name). */
export const vethOf = (part: Part) => `v${part.name}`

export function namespaces(): string[] {
  return run(['ip', 'netns', 'list'])
    .split('\n')
    .map((line) => line.split(' ')[0])
    .filter((name) => name.startsWith('wi-'))
}

export function createBridge(): void {
  if (run(['ip', 'link', 'show', BRIDGE], { allowFailure: true })) return
  run(['ip', 'link', 'add', BRIDGE, 'type', 'bridge'])
  run(['ip', 'addr', 'add', `${MACHINE_ADDRESS}/${prefix}`, 'dev', BRIDGE])
  run(['ip', 'link', 'set', BRIDGE, 'up'])
  // A machine whose firewall filters bridged traffic (Docker sets FORWARD to DROP) would cut the
  // parts from each other: let this bridge's own traffic through.
  run(['iptables', '-I', 'FORWARD', '-i', BRIDGE, '-o', BRIDGE, '-j', 'ACCEPT'], { allowFailure: true })
}

export function addPart(part: Part): void {
  const veth = vethOf(part)
  run(['ip', 'netns', 'add', part.name])
  run(['ip', 'link', 'add', veth, 'type', 'veth', 'peer', 'name', 'eth0', 'netns', part.name])
  run(['ip', 'link', 'set', veth, 'master', BRIDGE, 'up'])
  run(['ip', '-n', part.name, 'addr', 'add', `${part.address}/${prefix}`, 'dev', 'eth0'])
  run(['ip', '-n', part.name, 'link', 'set', 'eth0', 'up'])
  run(['ip', '-n', part.name, 'link', 'set', 'lo', 'up'])
}

/** Every process left in a namespace of the cluster. */
export function processesIn(namespace: string): number[] {
  return run(['ip', 'netns', 'pids', namespace], { allowFailure: true }).split('\n').filter(Boolean).map(Number)
}

export function removeNamespace(namespace: string): void {
  run(['ip', 'netns', 'del', namespace], { allowFailure: true })
}

export function removeBridge(): void {
  run(['iptables', '-D', 'FORWARD', '-i', BRIDGE, '-o', BRIDGE, '-j', 'ACCEPT'], { allowFailure: true })
  run(['ip', 'link', 'del', BRIDGE], { allowFailure: true })
}
