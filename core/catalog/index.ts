// The public surface of core/catalog: its use cases and what adapters and other modules need. Queries stay inside.
export { listFeatures, listPropertyTypes } from './catalog.service'
export type { PropertyType } from './catalog.service'
export { FeatureSchema, PropertyTypeSchema, featureAnswer, propertyTypeAnswer } from './catalog-answers.view'
