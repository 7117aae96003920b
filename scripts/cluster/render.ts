/** The reference configuration in deploy/, with its {{placeholders}} filled in. */
import fs from 'node:fs'
import path from 'node:path'

/** Comment lines (`#`) are left as written: they name the placeholders. */
export function render(file: string, values: Record<string, string>): string {
  const template = fs.readFileSync(path.resolve('deploy', file), 'utf8')
  return template
    .split('\n')
    .map((line) =>
      line.trimStart().startsWith('#')
        ? line
        : line.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => {
            if (!(key in values)) throw new Error(`deploy/${file}: no value for ${whole}`)
            return values[key]
          }),
    )
    .join('\n')
}

/** KEY=value lines (comments and blanks skipped), as the app's environment. */
export function parseEnvFile(text: string): Record<string, string> {
  const env: Record<string, string> = {}
  for (const line of text.split('\n')) {
    const match = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(line.trim())
    if (match) env[match[1]] = match[2]
  }
  return env
}
