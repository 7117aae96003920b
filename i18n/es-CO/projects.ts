/** New-homes projects (issue 32): the builders' back-office answers and the public project's words. */
export const projects = {
  not_found: 'El proyecto no existe o no está publicado',
  builder_required: 'Solo una constructora puede publicar proyectos de vivienda nueva',
  transition_not_allowed: 'Esta acción no está permitida en el estado actual del proyecto',
  publish_missing: 'Para publicar el proyecto falta: {fields}',
  progress_backwards: 'El avance de obra no puede ser menor que el último informado ({percent} %)',
  amenity_invalid: 'Elige amenidades de la copropiedad (zonas comunes o seguridad)',
  unit_type_unknown: 'Esta tipología no pertenece al proyecto',
  unit_type_price_required: 'Indica el precio desde de la tipología',
  delivery_required: 'Indica el año de entrega',
  field: {
    name: 'nombre',
    description: 'descripción',
    department_id: 'departamento',
    municipality_id: 'municipio',
    delivery_year: 'año de entrega',
    unit_types: 'al menos una tipología con precio',
    photos: 'al menos una foto',
  },
  stage: {
    sobre_planos: 'Sobre planos',
    en_construccion: 'En construcción',
    entrega_inmediata: 'Entrega inmediata',
  },
  status: {
    draft: 'Borrador',
    published: 'Publicado',
    unpublished: 'Despublicado',
    deleted: 'Eliminado',
  },
}
