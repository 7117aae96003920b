// What the browser may use of core/leads: constants, rules and views without I/O (index.ts re-exports them).
export type { ChatConfig } from './chat-config.view'
export { LEAD_REPLY_MAX } from './lead.constants'
export { AGENCY_HOURS, VISIT_SLOTS_MAX } from './visit-hours.constants'
export { bogotaIso, visitDayRange, visitStartTimes, visitStartTimesOn } from './visit-slot.rules'
