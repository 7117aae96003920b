/** `npm start`: builds when there is no build yet, then starts the server (which migrates and seeds). */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const serverBuild = path.resolve(process.env.WI_BUILD_DIR ?? 'build', 'server/index.js')
if (!fs.existsSync(serverBuild)) {
  console.log('No build found: building once (about a minute)…')
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', shell: false })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
process.env.NODE_ENV ??= 'production'
const { main } = await import('../server/index')
await main()
