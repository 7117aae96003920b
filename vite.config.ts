import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Plugin } from 'vite'

/**
 * Server code reaching the browser bundle (a component importing a name from a server file
 * of core/ instead of #core/<module>/browser) shows as a Node built-in "externalized for
 * browser compatibility": fail the build there rather than ship a page that breaks when it runs.
 */
const browserLeaks: string[] = []
/**
 * The schema library, the ORM and the table definitions never reach the browser either: a
 * constant re-exported from a *.schemas.ts file or from db/schema once put Zod and Drizzle
 * (34 KB gzipped) on every public page. A browser.ts re-exports constants from *.constants.ts.
 * The one file of db/ allowed is db/schema/column-values.ts: plain lists of the columns' values.
 */
const SERVER_ONLY_MODULE = /[\\/](db[\\/](?!schema[\\/]column-values\.ts$)|node_modules[\\/](zod|drizzle-orm)[\\/])/
function noServerCodeInBrowser(): Plugin {
  return {
    name: 'wi:no-server-code-in-browser',
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return
      const leaks = Object.values(bundle).flatMap((chunk) =>
        chunk.type === 'chunk'
          ? chunk.moduleIds.filter((id) => SERVER_ONLY_MODULE.test(id)).map((id) => `${id} (in ${chunk.fileName})`)
          : [],
      )
      if (leaks.length) this.error(`Server-only modules in the browser bundle:\n${leaks.join('\n')}`)
    },
    buildEnd() {
      if (browserLeaks.length)
        this.error(`Server code in the browser bundle:\n${[...new Set(browserLeaks)].join('\n')}`)
    },
  }
}

/**
 * The shell chunk: what pages share (header, footer, texts, the visitor's lists, buttons). Not the
 * parts of forms and dialogs: the search page has none on its first load (its dialogs and drawer
 * come on demand), so they go to chunks of their own, fetched by the pages that draw a form.
 */
const SHELL = /(app[\\/](components[\\/](shell|ui)|lib)|i18n[\\/]index)/
const FORM_PARTS =
  /[\\/](field|dialog|close-button|honeypot|focus-first-fault|contact-post|contact-inputs|consent|dates|clipboard|outside-link)\.tsx?$/

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), noServerCodeInBrowser()],
  resolve: { tsconfigPaths: true },
  build: {
    target: 'es2022',
    rolldownOptions: {
      onLog(level, log, handler) {
        if (log.message.includes('externalized for browser compatibility')) browserLeaks.push(log.message)
        handler(level, log)
      },
      output: {
        // Fewer, larger files for the first visit: on a phone each request costs a round trip.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
              priority: 20,
            },
            {
              name: 'shell',
              test: (id: string) => SHELL.test(id) && !FORM_PARTS.test(id),
              minShareCount: 3,
              priority: 10,
            },
          ],
        },
      },
    },
  },
})
