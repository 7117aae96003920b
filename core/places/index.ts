// The public surface of core/places: its use cases and what adapters and other modules need. Queries stay inside.
export {
  findMunicipalityByCode,
  listDepartments,
  listFeaturedMunicipalities,
  listMunicipalities,
  listSectors,
} from './places.service'
export type { Municipality, Sector } from './places.service'
export {
  DepartmentSchema,
  MunicipalityOptionSchema,
  MunicipalitySchema,
  SectorSchema,
  departmentAnswer,
  municipalityAnswer,
  municipalityOptionAnswer,
  sectorAnswer,
} from './place-answers.view'
