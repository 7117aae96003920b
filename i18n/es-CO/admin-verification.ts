/**
 * Verification texts of the back-office (issue 33 points 6–7): an agency's own request
 * (/admin/verification) and staff's queue of requests (/admin/verifications).
 */
export const adminVerification = {
  title: 'Verificación de la inmobiliaria',
  subtitle:
    'Con el NIT y el certificado de Cámara de Comercio comprobamos que tu inmobiliaria existe; tus anuncios mostrarán «Inmobiliaria verificada».',
  not_found: 'Esta solicitud de verificación no existe o ya fue decidida',
  already_pending: 'Ya hay una solicitud esperando revisión',
  already_verified: 'Ya está verificada',
  nit_invalid: 'Escribe el NIT con su dígito de verificación, por ejemplo 900.123.456-7',
  staff_only: 'Tu cuenta es del equipo del portal: las solicitudes se revisan en Verificaciones.',
  state: {
    none: 'Aún no has pedido la verificación.',
    pending: 'Recibimos tus documentos el {date}. El equipo de Wi Inmuebles los está revisando.',
    approved: 'Inmobiliaria verificada desde el {date}.',
    rejected: 'No pudimos verificar tus documentos. Motivo: «{reason}». Puedes enviarlos de nuevo.',
  },
  form: {
    heading: 'Enviar documentos',
    nit: 'NIT',
    nit_hint: 'Con el dígito de verificación, por ejemplo 900.123.456-7.',
    camara_comercio: 'Certificado de existencia y representación legal (Cámara de Comercio)',
    rut: 'RUT (opcional)',
    file_hint: 'PDF o foto (JPG, PNG o WebP).',
    submit: 'Enviar para verificación',
    submitted: 'Recibimos tus documentos. Te avisaremos por correo cuando los revisemos.',
  },
  privacy:
    'Solo el equipo de Wi Inmuebles ve estos documentos, los usa únicamente para verificarte y los borra 90 días después de decidir.',
  queue: {
    title: 'Verificaciones',
    subtitle: 'Documentos de inmobiliarias y propietarios que esperan revisión, el más antiguo primero.',
    empty: 'No hay solicitudes en este estado.',
    status: { pending: 'Pendientes', approved: 'Aprobadas', rejected: 'Rechazadas' },
    kind: { agency: 'Inmobiliaria', owner_title: 'Propietario' },
    submitted: 'Enviada el {date}',
    decided: 'Decidida el {date}',
    nit_typed: 'NIT escrito: {nit}',
    nit_record: 'NIT en la ficha: {nit}',
    no_nit: 'sin NIT',
    owner: 'Propietario: {name}',
    listing: 'Inmueble {code}: {title}',
    address: 'Dirección: {address}',
    no_address: 'Dirección: no registrada',
    documents: 'Documentos',
    document: {
      camara_comercio: 'Cámara de Comercio',
      rut: 'RUT',
      certificado_tradicion: 'Certificado de tradición y libertad',
    },
    view: 'Ver',
    deleted: 'eliminado',
    reason_given: 'Motivo: {reason}',
    approve: 'Aprobar',
    reject: 'Rechazar',
    reason: 'Motivo del rechazo (se le envía al anunciante)',
    approved: 'Solicitud aprobada: el anunciante ya aparece como verificado.',
    rejected: 'Solicitud rechazada: le enviamos el motivo al anunciante.',
  },
}
