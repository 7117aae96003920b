/** Running the commands the cluster needs: as root (directly, or through sudo), inside a namespace. */
import { spawn, spawnSync, type SpawnOptions } from 'node:child_process'
import fs from 'node:fs'

const root = process.getuid?.() === 0

/** The command, prefixed with sudo (keeping the environment) when this is not root. */
function asRoot(command: string[]): string[] {
  return root ? command : ['sudo', '-n', '-E', ...command]
}

/** Runs a command to its end; throws with its output when it fails (unless `allowFailure`). */
export function run(command: string[], options: { allowFailure?: boolean; input?: string } = {}): string {
  const [file, ...args] = asRoot(command)
  const result = spawnSync(file, args, { encoding: 'utf8', input: options.input })
  if (result.status !== 0 && !options.allowFailure) {
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim()
    throw new Error(`${command.join(' ')} failed (${result.status ?? result.signal}): ${output}`)
  }
  return result.stdout ?? ''
}

/** The same command inside a namespace, optionally as another user (PostgreSQL refuses root). */
export function inNamespace(namespace: string, command: string[], user?: string): string[] {
  return ['ip', 'netns', 'exec', namespace, ...(user ? ['runuser', '-u', user, '--'] : []), ...command]
}

/** Starts a long-running process in the background, its output appended to `log`; returns its pid. */
export function startDetached(command: string[], options: { log: string; env?: NodeJS.ProcessEnv; cwd?: string }) {
  const out = fs.openSync(options.log, 'a')
  const [file, ...args] = asRoot(command)
  const spawnOptions: SpawnOptions = {
    detached: true,
    stdio: ['ignore', out, out],
    env: options.env ?? process.env,
    cwd: options.cwd,
  }
  const child = spawn(file, args, spawnOptions)
  child.unref()
  fs.closeSync(out)
  return child.pid!
}

export function exists(command: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).status === 0
}

/** Installs Debian packages that are missing (haproxy, the PostgreSQL server). */
export function ensurePackages(packages: string[]): void {
  if (!packages.length) return
  console.log(`Installing ${packages.join(', ')} (Debian packages)…`)
  run(['apt-get', 'update', '-qq'])
  run(['env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', 'install', '-y', '-qq', ...packages])
}

export async function waitFor(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (await check()) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${what}: not ready after ${Math.round(timeoutMs / 1000)} s`)
}

/** Whether process `pid` is still running. */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}
