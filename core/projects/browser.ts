// What the browser may use of core/projects: its choices and limits (index.ts re-exports them).
export {
  AMENITY_CATEGORIES,
  MAX_AMENITIES,
  MAX_UNIT_TYPES,
  PROJECT_STAGES,
  PROJECT_STATUSES,
} from './project.constants'
