import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: {
    target: 'es2022',
    rolldownOptions: {
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
              test: /app[\\/](components[\\/](shell|ui)|lib|i18n[\\/]index)/,
              minShareCount: 3,
              priority: 10,
            },
          ],
        },
      },
    },
  },
})
