/**
 * The layer boundaries of eslint.config.js, proven on one file per forbidden import: if a
 * rule stops matching (a renamed folder, a plugin update, a resolver that no longer reads
 * the #core alias), this test fails instead of the lint passing quietly.
 */
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

let eslint: ESLint
/** no-cycle walks the imported files' own imports (slow); unused imports are the snippets' nature. */
const quiet = { 'import-x/no-cycle': 'off', '@typescript-eslint/no-unused-vars': 'off' } as const

beforeAll(() => {
  eslint = new ESLint({ overrideConfig: { rules: quiet } })
})

/** The rule ids of the errors eslint reports for `code` placed at `filePath`. */
async function errors(filePath: string, code: string, linter = eslint): Promise<string[]> {
  const [result] = await linter.lintText(code, { filePath })
  return result.messages.filter((m) => m.severity === 2).map((m) => `${m.ruleId}: ${m.message}`)
}

const queriesRule = /^import-x\/no-restricted-paths: .*\.queries/
/** A queries file of another module is also past its index: both rules speak. */
const queriesRefused = [
  expect.stringMatching(queriesRule),
  expect.stringMatching(/^module-surface\/no-restricted-paths: /),
]

describe('adapters reach the database only through core services', () => {
  it('refuses a route importing a queries module, by alias and by relative path', async () => {
    expect(await errors('app/routes/x.tsx', "import { listDepartments } from '#core/places/places.queries'\n")).toEqual(
      queriesRefused,
    )
    expect(
      await errors(
        'app/routes/public/x.tsx',
        "import { listDepartments } from '../../../core/places/places.queries'\n",
      ),
    ).toEqual(queriesRefused)
  })

  it('refuses an API file importing drizzle-orm or db/ (even through the #core alias)', async () => {
    expect(await errors('server/api/x.api.ts', "import { sql } from 'drizzle-orm'\n")).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*drizzle-orm/),
    ])
    expect(await errors('server/api/x.api.ts', "const { sql } = await import('drizzle-orm')\n")).toEqual([
      expect.stringMatching(/^no-restricted-syntax: /),
    ])
    expect(
      await errors('server/api/x.api.ts', "import { openDatabase } from '#core/shared/../../db/client'\n"),
    ).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*db\/client/)])
    expect(await errors('server/api/x.api.ts', "import { users } from '#db/schema'\n")).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*db\/schema/),
    ])
  })

  it('refuses a ServiceContext built by hand in a page, a route or the kernel', async () => {
    const handBuilt = "export const ctx = { db: runtime().db, actor: null, locale: 'es-CO' }\n"
    for (const file of ['app/routes/x.server.ts', 'server/api/x.api.ts', 'web/x.ts']) {
      expect(await errors(file, handBuilt), file).toEqual([
        expect.stringMatching(/^no-restricted-syntax: Take the ServiceContext from web\/context\.ts/),
      ])
    }
    expect(await errors('server/api/x.api.ts', "export const answer = { db: 'up', status: 'ok' }\n")).toEqual([])
  })

  it('refuses the kernel (web/) importing queries', async () => {
    expect(await errors('web/x.ts', "import { findRefreshToken } from '#core/accounts/session.queries'\n")).toEqual(
      queriesRefused,
    )
  })
})

describe('core modules', () => {
  it("refuses a module importing another module's queries, by alias and by relative path", async () => {
    expect(
      await errors('core/search/x.service.ts', "import { listDepartments } from '#core/places/places.queries'\n"),
    ).toEqual(queriesRefused)
    expect(
      await errors('core/search/x.service.ts', "import { listDepartments } from '../places/places.queries'\n"),
    ).toEqual(queriesRefused)
  })

  it('refuses react, statically and dynamically, and hono', async () => {
    expect(await errors('core/listings/x.service.ts', "import { useState } from 'react'\n")).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*react/),
    ])
    expect(await errors('core/listings/x.service.ts', "export const dom = () => import('react-dom/server')\n")).toEqual(
      [expect.stringMatching(/^no-restricted-syntax: core\/ stays framework-free/)],
    )
    expect(await errors('core/listings/x.service.ts', "export type R = typeof import('react')\n")).toEqual([
      expect.stringMatching(/^no-restricted-syntax: core\/ stays framework-free/),
    ])
    expect(await errors('core/listings/x.service.ts', "import { Hono } from 'hono'\n")).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*hono/),
    ])
    expect(await errors('core/listings/x.service.ts', "import type { Context } from '@hono/zod-openapi'\n")).toEqual([
      expect.stringMatching(/^no-restricted-imports: /),
    ])
  })

  it('refuses SQL outside queries files: drizzle-orm or a table in a service, job or view', async () => {
    for (const file of ['core/visitor/x.service.ts', 'core/visitor/x.job.ts', 'core/listings/x.view.ts']) {
      expect(await errors(file, "import { eq } from 'drizzle-orm'\n"), file).toEqual([
        expect.stringMatching(/^no-restricted-imports: .*SQL lives in \*\.queries\.ts/),
      ])
      expect(await errors(file, "import { outbox } from '#db/schema'\n"), file).toEqual([
        expect.stringMatching(/^no-restricted-imports: .*Tables are used in \*\.queries\.ts/),
      ])
    }
    expect(await errors('core/visitor/x.service.ts', "import type { outbox } from '#db/schema'\n")).toEqual([])
    expect(await errors('core/visitor/x.queries.ts', "import { eq } from 'drizzle-orm'\n")).toEqual([])
    expect(await errors('core/listings/x.sql.ts', "import { sql } from 'drizzle-orm'\n")).toEqual([])
  })

  it('refuses core importing the pages or the server', async () => {
    expect(await errors('core/listings/x.service.ts', "import { useT } from '~/lib/i18n'\n")).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*core\/ must not import app\//),
    ])
    expect(await errors('core/listings/x.service.ts', "import { createApp } from '../../server/app'\n")).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*core\/ must not import server\//),
    ])
  })
})

describe('db/ is the lowest layer', () => {
  it('refuses a db/ file importing core/, by alias and by relative path', async () => {
    for (const source of ['#core/shared', '../core/shared/app.errors', '#core/listings']) {
      expect(await errors('db/x.ts', `import { logger } from '${source}'\nexport const x = logger\n`), source).toEqual([
        expect.stringMatching(/^import-x\/no-restricted-paths: .*db\/ must not import core\//),
      ])
    }
    expect(
      await errors('db/schema/x.ts', "import { logger } from '../../core/shared'\nexport const x = logger\n"),
    ).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*db\/ must not import core\//)])
  })
})

describe('imports the layer rules cannot see', () => {
  const variable = [/^no-restricted-syntax: Name the module of import\(\) literally/]
  const required = [/^no-restricted-syntax: No createRequire/]
  const refused = (patterns: RegExp[]) => patterns.map((p) => expect.stringMatching(p))

  it('refuses import() of a module named by a variable or a template, in every layer', async () => {
    const byVariable = "const name = '../../app/lib/i18n'\nexport const load = () => import(name)\n"
    for (const file of [
      'core/listings/x.service.ts',
      'web/x.ts',
      'server/api/x.api.ts',
      'app/routes/x.tsx',
      'db/x.ts',
      'seed/x.ts',
      'i18n/x.ts',
    ]) {
      expect(await errors(file, byVariable), file).toEqual(refused(variable))
    }
    expect(
      await errors('core/listings/x.service.ts', 'export const load = (m: string) => import(`../../web/${m}`)\n'),
    ).toEqual(refused(variable))
  })

  it('refuses createRequire, however it is reached; a plain require of a forbidden path is a layer error', async () => {
    const named = [
      "import { createRequire } from 'node:module'",
      'const load = createRequire(import.meta.url)',
      "export const texts = load('../../app/lib/i18n')",
      '',
    ].join('\n')
    expect(await errors('core/listings/x.service.ts', named)).toEqual(refused(required))
    const member =
      "import module from 'node:module'\nexport const kernel = module.createRequire(import.meta.url)('#web/errors')\n"
    expect(await errors('core/listings/x.service.ts', member)).toEqual(refused(required))
    expect(await errors('web/x.ts', member)).toEqual(refused(required))
    expect(await errors('db/x.ts', named)).toEqual(refused(required))
    expect(await errors('core/listings/x.service.ts', "export const texts = require('../../app/lib/i18n')\n")).toEqual([
      expect.stringMatching(/^@typescript-eslint\/no-require-imports: /),
      expect.stringMatching(/^import-x\/no-restricted-paths: .*core\/ must not import app\//),
    ])
  })

  it('lets the composition root load the pages’ build by its path', async () => {
    expect(await errors('server/index.ts', 'export const load = (file: string) => import(file)\n')).toEqual([])
  })
})

describe('a page takes its language one way', () => {
  it('refuses localeFromPath in a route, the root or the server entry; pageLocale passes', async () => {
    const own =
      "import { localeFromPath } from '#i18n'\nexport const loader = ({ request }) => localeFromPath(new URL(request.url).pathname)\n"
    for (const file of ['app/routes/x.tsx', 'app/routes/public/x.server.ts', 'app/root.tsx']) {
      expect(await errors(file, own), file).toEqual([
        expect.stringMatching(/^no-restricted-syntax: Take a page's language from pageLocale/),
      ])
    }
    const helper =
      "import { pageLocale } from '#web/page-address'\nexport const loader = ({ request }) => pageLocale(request)\n"
    expect(await errors('app/routes/x.tsx', helper)).toEqual([])
  })
})

describe('what the boundaries allow', () => {
  it('passes services and schemas in adapters, own queries and frameworks-free packages in core', async () => {
    expect(
      await errors(
        'app/routes/x.tsx',
        [
          "import { useState } from 'react'",
          "import { listDepartments } from '#core/places'",
          "import { ALERT_FREQUENCIES } from '#core/visitor'",
          'export const x = [useState, listDepartments, ALERT_FREQUENCIES]',
          '',
        ].join('\n'),
      ),
    ).toEqual([])
    expect(
      await errors(
        'core/places/x.queries.ts',
        [
          "import { sql } from 'drizzle-orm'",
          "import { z } from 'zod'",
          "import { listDepartments } from './places.queries'",
          "import { listPropertyTypes } from '#core/catalog'",
          "export const x = [sql, z, listDepartments, listPropertyTypes, () => import('zod')]",
          '',
        ].join('\n'),
      ),
    ).toEqual([])
  })
})

describe('module surface', () => {
  it('refuses reaching into another module past its index; SQL fragments (*.sql.ts) are shared', async () => {
    const strict = eslint
    expect(
      await errors(
        'core/search/x.service.ts',
        "import { listPropertyTypes } from '#core/catalog/catalog.service'\n",
        strict,
      ),
    ).toEqual([expect.stringMatching(/^module-surface\/no-restricted-paths: .*through its index/)])
    expect(
      await errors('app/routes/x.tsx', "import { listDepartments } from '#core/places/places.service'\n", strict),
    ).toEqual([expect.stringMatching(/^module-surface\/no-restricted-paths: .*through its index/)])
    expect(
      await errors('core/places/x.service.ts', "import { listDepartments } from './places.queries'\n", strict),
    ).toEqual([])
    expect(await errors('core/search/x.queries.ts', "import { listDepartments } from '#core/places'\n")).toEqual([])
    expect(
      await errors(
        'core/search/x.queries.ts',
        "import { publiclyVisible } from '#core/listings/public-visibility.sql'\n",
      ),
    ).toEqual([])
  })
})

describe('core file names', () => {
  it('must be kebab-case with a role suffix', async () => {
    for (const name of ['priceStats.rules.ts', 'price-stats.ts', 'price-stats.helpers.ts']) {
      expect(await errors(`core/listings/${name}`, 'export {}\n'), name).toEqual([
        expect.stringMatching(/^check-file\/filename-naming-convention/),
      ])
    }
    for (const name of ['price-stats.rules.ts', 'price-stats.rules.test.ts', 'index.ts', 'account.rate-limit.ts']) {
      const [good] = await eslint.lintText('export {}\n', { filePath: `core/listings/${name}` })
      expect(good.messages, name).toEqual([])
    }
  })
})

describe('forms are read in one place', () => {
  it('refuses formData() and parseBody() in a page action, an API handler or the kernel', async () => {
    const refused = [expect.stringMatching(/^no-restricted-syntax: Read a form through readForm/)]
    expect(
      await errors('app/routes/x.tsx', 'export async function action({ request }) { return request.formData() }\n'),
    ).toEqual(refused)
    expect(await errors('server/api/x.api.ts', 'export const read = (c) => c.req.parseBody()\n')).toEqual(refused)
    expect(await errors('web/x.ts', 'export const read = (r) => r.clone().formData()\n')).toEqual(refused)
  })

  it('leaves the navigation’s form data (a property, not a call) alone', async () => {
    expect(await errors('app/components/x.tsx', "export const busy = (n) => n.formData?.get('intent')\n")).toEqual([])
  })
})
