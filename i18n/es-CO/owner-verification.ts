/** An owner's verification of one listing (/user/panel/listings/{id}/verification, issue 33 point 6). */
export const ownerVerification = {
  link: 'Verificar propiedad',
  title: 'Verifica que eres el propietario',
  lead: 'Sube el certificado de tradición y libertad de este inmueble. El equipo de Wi Inmuebles comprobará que tu nombre y la dirección coinciden; tu anuncio mostrará «Propietario verificado».',
  listing: 'Inmueble {code}: {title}',
  state: {
    none: 'Aún no has pedido la verificación de este inmueble.',
    pending: 'Recibimos tu certificado el {date}. Lo estamos revisando.',
    approved: 'Propietario verificado desde el {date}.',
    rejected: 'No pudimos verificar tu certificado. Motivo: «{reason}». Puedes enviarlo de nuevo.',
  },
  file: 'Certificado de tradición y libertad',
  file_hint: 'PDF o foto (JPG, PNG o WebP), expedido hace menos de 30 días.',
  submit: 'Enviar para verificación',
  submitted: 'Recibimos tu certificado. Te avisaremos por correo cuando lo revisemos.',
  privacy:
    'Solo el equipo de Wi Inmuebles ve este documento, lo usa únicamente para verificar que el inmueble es tuyo y lo borra 90 días después de decidir.',
  back: 'Volver a mis anuncios',
}
