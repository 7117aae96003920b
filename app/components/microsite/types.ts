/** The parts of the microsite page's view (core/agencies' MicrositeView). */
import type { MicrositeView } from '#core/agencies'

export type { MicrositeView }
export type MicrositeAgency = MicrositeView['agency']
export type MicrositeFilters = MicrositeView['filters']
export type MicrositeMeta = MicrositeView['meta']
