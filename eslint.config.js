// Lint: TypeScript rules plus the layer boundaries of docs/architecture.md.
// tests/lint/boundaries.test.ts feeds eslint one file per forbidden import, so a rule that
// stops matching (a renamed folder, a plugin update) fails the test suite.
import { readdirSync } from 'node:fs'
import path from 'node:path'
import js from '@eslint/js'
import checkFile from 'eslint-plugin-check-file'
import importX from 'eslint-plugin-import-x'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'

const root = import.meta.dirname
const abs = (glob) => path.join(root, glob)

/** The core modules (core/<module>/), read from disk so a new module is covered at once. */
const coreModules = readdirSync(path.join(root, 'core'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

/** The two doors: pages (app/), the API and the Node server (server/), and their shared kernel (web/). */
const adapters = ['./app', './server', './web']

/**
 * The composition root opens the database, runs migrations and seeds before anything is
 * served: the one place outside core/ and db/ allowed to import db/*.
 */
const compositionRoots = ['server/index.ts', 'server/cluster.ts']

/** Tests set up real databases and reach into modules; the layer rules do not apply to them. */
const testFiles = ['**/*.test.ts', '**/*.test.tsx']

/**
 * Imports the layer rules cannot see: import(variable) names no module until it runs, and a
 * require made by createRequire is not a call to `require` (no-restricted-paths reads only
 * those). Every layer writes a module's name literally; the composition root alone loads the
 * pages' build by path.
 */
const hiddenImports = [
  {
    selector: "ImportExpression:not([source.type='Literal'])",
    message: 'Name the module of import() literally, so that the layer rules see it.',
  },
  ...["ImportSpecifier[imported.name='createRequire']", "MemberExpression[property.name='createRequire']"].map(
    (selector) => ({ selector, message: 'No createRequire: import the module, so that the layer rules see it.' }),
  ),
]

/**
 * Packages banned by name, statically (no-restricted-imports) and dynamically: import('x')
 * is an ImportExpression that no-restricted-imports does not see, and `typeof import('x')`
 * a TSImportType. The regular expressions avoid "/" (esquery cannot parse it in a selector).
 */
function bannedPackages(regex, message, ...more) {
  const bans = [{ regex, message }, ...more]
  return {
    'no-restricted-imports': ['error', { patterns: bans }],
    'no-restricted-syntax': [
      'error',
      ...hiddenImports,
      ...bans.flatMap((ban) => {
        const selectorRegex = ban.regex.replaceAll('/', '\\x2F')
        return [
          { selector: `ImportExpression[source.value=/${selectorRegex}/]`, message: ban.message },
          { selector: `TSImportType[argument.literal.value=/${selectorRegex}/]`, message: ban.message },
        ]
      }),
    ],
  }
}

/** One more refused syntax on top of a block's rules. */
function withSyntaxBan(rules, ban) {
  const [level, ...selectors] = rules['no-restricted-syntax']
  return { ...rules, 'no-restricted-syntax': [level, ...selectors, ban] }
}

/**
 * A ServiceContext comes from the kernel (web/context.ts: pageContext, apiContext,
 * anonymousContext, actorContext), never from an object literal in a page or a route.
 */
const handBuiltContextBan = {
  selector: "ObjectExpression:has(> Property[key.name='db']):has(> Property[key.name='actor'])",
  message: 'Take the ServiceContext from web/context.ts (pageContext, apiContext, anonymousContext, actorContext).',
}

/**
 * A request's form is read in one place, web/input.ts readFormBody (through web/page.ts
 * readForm and web/api.ts uploadForm), where a body that is not a form becomes a 400 or
 * 415 rather than a 500; an action or a handler calling formData() or parseBody() is refused.
 */
const formReadBan = {
  selector: 'CallExpression[callee.property.name=/^(formData|parseBody)$/]',
  message:
    'Read a form through readForm (#web/page) or uploadForm (#web/api): a body that is not a form is a 400/415, never a 500.',
}

const frameworks = '^(react|react-dom|react-router|hono|vite)(/.*)?$|^@(hono|react-router)/'
const databaseDrivers = '^(drizzle-orm|pg|@electric-sql/pglite)(/.*)?$'

const adapterRules = withSyntaxBan(
  withSyntaxBan(
    bannedPackages(databaseDrivers, 'Adapters reach the database through core services (docs/style.md).'),
    handBuiltContextBan,
  ),
  formReadBan,
)

/** The pages' modules: routes, the root and the server entry. */
const routeFiles = ['app/routes/**/*.{ts,tsx}', 'app/root.tsx', 'app/root.server.ts', 'app/entry.server.tsx']

/** Zones of import-x/no-restricted-paths. Paths are resolved, so `#core/...` and `../` are alike. */
const layerZones = [
  // The domain knows nothing of the web: no pages, no API, no server, no kernel.
  { target: './core', from: './app', message: 'core/ must not import app/ (move the shared piece into core/).' },
  { target: './core', from: './server', message: 'core/ must not import server/.' },
  { target: './core', from: './web', message: 'core/ must not import web/.' },
  // Pages never import the API adapters, and the API never imports pages.
  { target: './app', from: './server', message: 'Pages call core services, not the API.' },
  { target: './server', from: './app', message: 'The API and the server never import pages (texts are in i18n/).' },
  { target: './web', from: './app', message: 'The page doors never import pages (texts are in i18n/).' },
  // The database is the lowest layer; the seed (reference data and the demo) sits above core.
  { target: './db', from: './core', message: 'db/ must not import core/ (the schema owns its column values).' },
  { target: './db', from: './seed', message: 'db/ must not import the seed.' },
  { target: './core', from: './seed', message: 'core/ must not import the seed (tests seed through tests/factories).' },
  { target: './i18n', from: ['./app', './server', './web'], message: 'The catalogues import only core/shared.' },
  {
    target: './seed',
    from: ['./app', './server', './web'],
    message: 'The seed writes through core and db, never a door.',
  },
]

/** Adapters reach the database only through a core module's services: no SQL of their own. */
const adapterZones = [
  {
    target: adapters,
    from: abs('core/**/*.@(queries|sql).ts'),
    message: 'Adapters call a service or use case of the module, never its queries (docs/style.md).',
  },
  {
    target: adapters,
    from: './db',
    message: 'Adapters reach the database through core services; constants come from core too.',
  },
]

/** A module may run its own queries; another module's data is reached through that module's services. */
const coreQueryZones = coreModules.map((module) => ({
  target: `./core/${module}`,
  from: abs(`core/!(${module})/**/*.queries.ts`),
  message: "A service calls its own module's queries and other modules' services, never their queries.",
}))

/**
 * Cross-module imports only through the module's public surface, core/<module>/index.ts
 * (`#core/<module>`), or its browser-safe part, core/<module>/browser.ts (constants, rules and
 * views without I/O, which index.ts re-exports); adapters import core the same way. The one
 * other shared piece is a module's SQL fragments (*.sql.ts), which other modules' queries compose.
 */
const moduleSurfaceZones = [
  ...coreModules.map((module) => ({
    target: `./core/${module}`,
    from: abs(`core/!(${module})/**`),
    except: [abs('core/*/index.ts'), abs('core/*/browser.ts'), abs('core/*/*.sql.ts')],
    message: 'Import another module through its index (#core/<module>), not its files.',
  })),
  {
    target: adapters,
    from: abs('core/**'),
    except: [abs('core/*/index.ts'), abs('core/*/browser.ts')],
    message: 'Adapters import a module through its index (#core/<module>), not its files.',
  },
]

/**
 * Role suffixes of core file names (docs/style.md "Names"): <kebab-name>.<role>.ts, tests
 * <kebab-name>.<role>.test.ts, plus the module's index.ts.
 *   service     use cases (ctx, input): permission, transaction, audit
 *   queries     the only SQL; called by its own module
 *   sql         SQL fragments (columns, conditions) the queries of several modules compose
 *   schemas     Zod input schemas and their inferred types
 *   types       types only
 *   policy      who may do what
 *   rules       pure business rules and calculations (no I/O)
 *   view        shaping records for display (projections, formatting, meta tags, XML)
 *   job         background work
 *   mail        e-mail texts and their queueing
 *   rate-limit  rate-limit rules
 *   constants   fixed lists and limits
 *   config      settings and process-wide state
 *   errors      application error types
 *   infra       wrappers over outside systems and libraries (storage, SMTP, push, images, crypto, logs)
 *   utils       small pure technical helpers (ids, text, escaping, cookies)
 */
const coreRoles = [
  'service',
  'queries',
  'sql',
  'schemas',
  'types',
  'policy',
  'rules',
  'view',
  'job',
  'mail',
  'rate-limit',
  'constants',
  'config',
  'errors',
  'infra',
  'utils',
]
const kebab = '+([a-z])*([a-z0-9])*(-+([a-z0-9]))'
const coreFileName = `@(index|browser|${kebab}.@(${coreRoles.join('|')})?(.test))`

export default tseslint.config(
  {
    ignores: ['build/', 'data/', '.react-router/', 'node_modules/', 'coverage/', 'public/sw.js', '**/lint-probe-*'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    // The same plugin a second time, so the prepared module-surface zones are a rule of their own.
    plugins: { 'import-x': importX, 'module-surface': importX },
    settings: {
      // Without .ts among its extensions, import-x reads no TypeScript file it resolves, so
      // no-cycle saw an empty graph and never fired.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: path.join(root, 'tsconfig.json') })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Any length: a cycle through two modules' indexes is already four files round. Type-only
      // imports (import type, or every name marked type) are erased at run time and do not count.
      'import-x/no-cycle': ['error', { maxDepth: '∞' }],
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: [...layerZones, ...adapterZones, ...coreQueryZones] },
      ],
      'module-surface/no-restricted-paths': ['error', { basePath: root, zones: moduleSurfaceZones }],
    },
  },
  {
    files: compositionRoots,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: [...layerZones, ...adapterZones.filter((zone) => zone.from !== './db')] },
      ],
    },
  },
  {
    files: testFiles,
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: layerZones }],
      'module-surface/no-restricted-paths': 'off',
    },
  },
  {
    files: ['core/**/*.ts', 'core/**/*.tsx'],
    rules: bannedPackages(frameworks, 'core/ stays framework-free (docs/style.md).'),
  },
  {
    // SQL is written in queries files only (and shared fragments in *.sql.ts): a service, job or
    // view calls its module's queries. Types of db/schema rows stay importable (allowTypeImports).
    files: ['core/**/*.ts'],
    ignores: [
      'core/**/*.queries.ts',
      'core/**/*.sql.ts',
      'core/**/*.schemas.ts',
      'core/**/*.constants.ts',
      ...testFiles,
    ],
    rules: bannedPackages(
      frameworks,
      'core/ stays framework-free (docs/style.md).',
      { regex: '^drizzle-orm(/.*)?$', message: 'SQL lives in *.queries.ts (or a shared *.sql.ts fragment), not here.' },
      {
        regex: '(^|/|#)db/schema(/.*)?$',
        allowTypeImports: true,
        message: 'Tables are used in *.queries.ts (or a shared *.sql.ts fragment), not here.',
      },
    ),
  },
  {
    files: ['app/**/*.ts', 'app/**/*.tsx', 'server/**/*.ts', 'web/**/*.ts', 'web/**/*.tsx'],
    ignores: [...compositionRoots, ...testFiles],
    rules: adapterRules,
  },
  {
    files: routeFiles,
    ignores: testFiles,
    rules: withSyntaxBan(adapterRules, {
      selector: "CallExpression[callee.name='localeFromPath']",
      message: "Take a page's language from pageLocale (#web/page-address), from its request or its location.",
    }),
  },
  {
    // Outside core and the doors no package is banned by name, but no import may hide either.
    files: ['db/**/*.ts', 'config/**/*.ts', 'seed/**/*.ts', 'i18n/**/*.ts'],
    ignores: testFiles,
    rules: { 'no-restricted-syntax': ['error', ...hiddenImports] },
  },
  {
    files: ['core/**/*.ts', 'core/**/*.tsx'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': ['error', { 'core/**/*.{ts,tsx}': coreFileName }],
      'check-file/folder-naming-convention': ['error', { 'core/**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    ignores: ['config/env.ts', 'tests/**', 'bench/**', 'scripts/**', '*.config.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read settings through config/env.ts.' },
      ],
    },
  },
)
