import { defineConfig } from 'vitest/config'

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: [
      'core/**/*.test.ts',
      'server/**/*.test.ts',
      'db/**/*.test.ts',
      'seed/**/*.test.ts',
      'i18n/**/*.test.ts',
      'web/**/*.test.ts',
      'app/**/*.test.ts',
      'config/**/*.test.ts',
      'tests/integration/**/*.test.ts',
      'tests/lint/**/*.test.ts',
    ],
    globalSetup: ['tests/setup/global-setup.ts'],
    setupFiles: ['tests/setup/env.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
  },
})
