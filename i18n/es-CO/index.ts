import { auth } from './auth'
import { common } from './common'
import { listing } from './listing'
import { microsite } from './microsite'
import { owner } from './owner'
import { ownerVerification } from './owner-verification'
import { projects } from './projects'
import { projectPage } from './project-page'
import { projectSearch } from './project-search'
import { pwa } from './pwa'
import { search } from './search'
import { shell } from './shell'
import { shortlist } from './shortlist'
import { visitor } from './visitor'

/** Spanish catalogue: one spread per area file. */
export const esCO = {
  ...common,
  shell,
  auth,
  listing,
  microsite,
  owner,
  owner_verification: ownerVerification,
  projects,
  project_page: projectPage,
  project_search: projectSearch,
  pwa,
  search,
  shortlist,
  visitor,
}
