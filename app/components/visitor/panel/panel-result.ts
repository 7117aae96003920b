import type { FormResult } from '#web/page'

/** What the panel's action answers: a form's result, or the unsubscribe link's (its search or followed project, or null when the token is unknown). */
export type PanelResult = FormResult & { unsubscribed?: { name: string; follow?: boolean } | null }
