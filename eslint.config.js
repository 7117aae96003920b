// Lint: TypeScript rules plus the layer boundaries of docs/architecture.md.
import js from '@eslint/js'
import importX from 'eslint-plugin-import-x'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'

const frameworks = ['react', 'react-dom', 'react-router', 'hono', '@hono/*', '@react-router/*', 'vite']

export default tseslint.config(
  { ignores: ['build/', 'data/', '.react-router/', 'node_modules/', 'coverage/', 'public/sw.js'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { maxDepth: 3 }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // The domain knows nothing of the web: no pages, no API, no server.
            {
              target: './core',
              from: './app',
              message: 'core/ must not import app/ (move the shared piece into core/).',
            },
            { target: './core', from: './server', message: 'core/ must not import server/.' },
            // Pages never import the API adapters, and the API never imports pages.
            { target: './app', from: './server', message: 'Pages call core services, not the API.' },
            { target: './server', from: './app/routes', message: 'The API must not import pages.' },
            { target: './server', from: './app/components', message: 'The API must not import components.' },
            // The database schema and clients are reached only through queries modules.
            {
              target: './app',
              from: './db',
              except: ['./schema'],
              message: 'Pages reach the database through core services.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: frameworks, message: 'core/ stays framework-free (STYLE.md).' }] },
      ],
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
