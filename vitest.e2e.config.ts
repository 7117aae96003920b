import { defineConfig } from 'vitest/config'

/** Browser tests: one production server, Debian's Chromium through playwright-core. */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // A loaded CI machine can take more than the default second to re-render after a click.
    expect: { poll: { timeout: 5_000 } },
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
  },
})
