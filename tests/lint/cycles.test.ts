/**
 * import-x/no-cycle proven on files planted in the real folders (the rule follows imports on
 * disk, so the files must exist there): a two-file cycle by each kind of path the code uses,
 * a long one, and a type-only import, which is erased at run time and is no cycle. Planted
 * files are named lint-probe-* (ignored by eslint, git, prettier and knip) and removed after
 * each test, and before the first one in case a killed run left some behind.
 */
import { readdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { ESLint } from 'eslint'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '../..')
const PREFIX = 'lint-probe-'
/** The folders files are planted in, and the path each is imported by: relative and every alias. */
const folders = [
  { dir: 'core/shared', alias: '#core/shared/' },
  { dir: 'web', alias: '#web/' },
  { dir: 'app/lib', alias: '~/lib/' },
  { dir: 'db', alias: '#db/' },
]

let eslint: ESLint
let planted: string[] = []

function sweep() {
  for (const { dir } of folders) {
    for (const name of readdirSync(path.join(root, dir))) {
      if (name.startsWith(PREFIX)) rmSync(path.join(root, dir, name), { force: true })
    }
  }
}

/** Writes files named `<PREFIX><pid>-<key>.utils.ts` in `dir`; `body(name)` gives a file's source. */
function plant(dir: string, files: Record<string, (name: (key: string) => string) => string>): string[] {
  const name = (key: string) => `${PREFIX}${process.pid}-${key}.utils`
  return Object.entries(files).map(([key, body]) => {
    const file = path.join(root, dir, `${name(key)}.ts`)
    planted.push(file)
    writeFileSync(file, body(name))
    return file
  })
}

/** The no-cycle errors eslint reports, as `file: message`. */
async function cycles(files: string[]): Promise<string[]> {
  const results = await eslint.lintFiles(files)
  return results.flatMap((result) =>
    result.messages
      .filter((m) => m.ruleId === 'import-x/no-cycle')
      .map((m) => `${path.basename(result.filePath)}: ${m.message}`),
  )
}

beforeAll(() => {
  sweep()
  // The planted names are ignored by the project's lint; here they are what is linted.
  eslint = new ESLint({ cwd: root, ignore: false })
})
afterEach(() => {
  for (const file of planted) rmSync(file, { force: true })
  planted = []
})
afterAll(sweep)

describe('import-x/no-cycle', () => {
  it.each(folders)('refuses a two-file cycle in $dir, by relative path and by $alias', async ({ dir, alias }) => {
    const files = plant(dir, {
      a: (name) => `import { b } from './${name('b')}'\nexport const a = () => b()\n`,
      b: (name) => `import { a } from '${alias}${name('a')}'\nexport const b = () => a\n`,
    })
    expect(await cycles(files)).toEqual([
      expect.stringMatching(/-a\.utils\.ts: Dependency cycle detected/),
      expect.stringMatching(/-b\.utils\.ts: Dependency cycle detected/),
    ])
  })

  it('refuses a cycle of any length', async () => {
    const keys = ['a', 'b', 'c', 'd', 'e', 'f']
    const files = plant(
      'core/shared',
      Object.fromEntries(
        keys.map((key, i) => {
          const next = keys[(i + 1) % keys.length]
          return [
            key,
            (name) => `import { ${next} } from '#core/shared/${name(next)}'\nexport const ${key} = () => ${next}\n`,
          ]
        }),
      ),
    )
    const found = await cycles(files)
    expect(found).toHaveLength(keys.length)
    expect(found[0]).toMatch(/-a\.utils\.ts: Dependency cycle via .*-c\.utils.*-d\.utils.*-e\.utils.*-f\.utils/)
  })

  it('counts an import of types only as no cycle (erased at run time), but a value imported beside types as one', async () => {
    const typesOnly = plant('core/shared', {
      a: (name) => `import { b } from './${name('b')}'\nexport interface A { n: number }\nexport const a = () => b\n`,
      b: (name) =>
        `import type { A } from './${name('a')}'\nimport { type A as Same } from './${name('a')}'\nexport const b = (x: A, y: Same) => x.n + y.n\n`,
    })
    expect(await cycles(typesOnly)).toEqual([])
    const mixed = plant('core/shared', {
      c: (name) => `import { d } from './${name('d')}'\nexport interface C { n: number }\nexport const c = () => d\n`,
      d: (name) => `import { type C, c } from './${name('c')}'\nexport const d = (x: C) => x.n + c.length\n`,
    })
    expect(await cycles(mixed)).toHaveLength(2)
  })
})
