import type { Config } from '@react-router/dev/config'

export default {
  ssr: true,
  // WI_BUILD_DIR lets several checkouts or parallel test runs keep separate builds.
  buildDirectory: process.env.WI_BUILD_DIR ?? 'build',
} satisfies Config
