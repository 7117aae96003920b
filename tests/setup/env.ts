// Tests run quietly and never read a developer's .env.
process.env.LOG_LEVEL ??= 'silent'
process.env.NODE_ENV = 'test'

// Every test file can translate, as the server can once started; the app factories
// (tests/support) run the whole composition (server/composition.ts) as server/index.ts does.
import { registerAllCatalogues } from '#i18n/all'

registerAllCatalogues()
