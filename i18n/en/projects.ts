import type { projects as es } from '../es-CO/projects'

/** New-homes projects (issue 32): the builders' back-office answers and the public project's words. */
export const projects: typeof es = {
  not_found: 'The project does not exist or is not published',
  builder_required: 'Only a builder can publish new-homes projects',
  transition_not_allowed: 'This action is not allowed in the project’s current status',
  publish_missing: 'To publish the project, add: {fields}',
  progress_backwards: 'Construction progress cannot be lower than the last one reported ({percent} %)',
  amenity_invalid: 'Choose amenities of the development (shared areas or security)',
  unit_type_unknown: 'This unit type does not belong to the project',
  unit_type_price_required: 'Give the unit type’s price from',
  delivery_required: 'Give the delivery year',
  field: {
    name: 'name',
    description: 'description',
    department_id: 'department',
    municipality_id: 'municipality',
    delivery_year: 'delivery year',
    unit_types: 'at least one unit type with a price',
    photos: 'at least one photo',
  },
  stage: {
    sobre_planos: 'Off-plan',
    en_construccion: 'Under construction',
    entrega_inmediata: 'Ready to move in',
  },
  status: {
    draft: 'Draft',
    published: 'Published',
    unpublished: 'Unpublished',
    deleted: 'Deleted',
  },
}
