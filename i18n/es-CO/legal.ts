/**
 * Legal texts as arrays of paragraphs. Server-only (read by loaders through
 * app/components/shell/content.server.ts); not part of the flat catalogue, so the
 * browser never downloads them with every page.
 */
export interface ContentSection {
  heading: string
  paragraphs?: string[]
  items?: string[]
  /** Paragraphs after the list. */
  after?: string[]
}

export interface ContentDoc {
  title: string
  lead: string
  updated?: string
  sections: ContentSection[]
}

const CONTACT = 'datos@wi-inmuebles.com'

export const legal = {
  data_policy: {
    title: 'Política de tratamiento de datos personales',
    lead: 'En Wi Inmuebles cuidamos los datos personales de visitantes, usuarios registrados e inmobiliarias. Esta política explica quién es responsable de ellos, para qué los usamos, qué derechos tienes y cómo ejercerlos, conforme a la Ley 1581 de 2012, el Decreto 1377 de 2013 (compilado en el Decreto Único 1074 de 2015) y las instrucciones de la Superintendencia de Industria y Comercio.',
    updated: '1 de noviembre de 2026',
    sections: [
      {
        heading: '1. Responsable del tratamiento',
        paragraphs: [
          'Wi Inmuebles S.A.S., con domicilio en Medellín, Antioquia, Colombia, es la responsable del tratamiento de los datos personales recogidos a través del portal, sus micrositios, sus formularios y sus canales de atención.',
          `Correo para temas de datos personales: ${CONTACT}. También puedes escribirnos por el WhatsApp publicado en el pie de página.`,
        ],
      },
      {
        heading: '2. Datos que tratamos',
        items: [
          'Datos de identificación y contacto: nombre, apellidos, correo electrónico, teléfono y, si lo das, tipo y número de documento, fecha de nacimiento y género.',
          'Datos de tu cuenta: contraseña (guardada cifrada, nunca en texto claro), foto de perfil, favoritos, comparaciones y búsquedas guardadas.',
          'Mensajes y solicitudes que envías a inmobiliarias o a Wi Inmuebles, y el inmueble al que se refieren.',
          'Datos técnicos: dirección IP, tipo de navegador, páginas visitadas e identificadores de las cookies descritas en nuestra política de cookies.',
          'De las inmobiliarias: razón social, NIT, datos de sus representantes y asesores.',
        ],
        after: [
          'No pedimos datos sensibles. Si alguna vez fuera necesario, te lo diremos y tu respuesta será facultativa.',
        ],
      },
      {
        heading: '3. Finalidades',
        items: [
          'Crear y administrar tu cuenta y permitirte iniciar sesión, incluso con Google o Facebook si así lo eliges.',
          'Enviar tus mensajes y solicitudes a la inmobiliaria que escoges y permitir que te responda.',
          'Atender a las inmobiliarias interesadas en anunciar, presentarles nuestros servicios y gestionar la relación comercial.',
          'Enviarte alertas de búsquedas guardadas y notificaciones que hayas activado; puedes desactivarlas cuando quieras.',
          'Mantener la seguridad del portal, prevenir fraudes y abusos, y cumplir obligaciones legales.',
          'Elaborar estadísticas de uso, de forma agregada, para mejorar el servicio.',
        ],
      },
      {
        heading: '4. Autorización',
        paragraphs: [
          'Tratamos tus datos con tu autorización previa, expresa e informada, que das al registrarte, al enviar un formulario o al aceptar esta política, salvo en los casos en que la ley no la exige (por ejemplo, datos de naturaleza pública u órdenes de autoridad competente). Conservamos prueba de esa autorización.',
        ],
      },
      {
        heading: '5. Tus derechos como titular',
        paragraphs: ['Según el artículo 8 de la Ley 1581 de 2012 tienes derecho a:'],
        items: [
          'Conocer, actualizar y rectificar tus datos personales.',
          'Solicitar prueba de la autorización que nos diste.',
          'Ser informado del uso que hemos dado a tus datos.',
          'Presentar quejas ante la Superintendencia de Industria y Comercio por infracciones a la ley, después de haber agotado el trámite de consulta o reclamo ante nosotros.',
          'Revocar la autorización y pedir la supresión de tus datos cuando no exista un deber legal o contractual de conservarlos.',
          'Acceder de forma gratuita a tus datos personales.',
        ],
      },
      {
        heading: '6. Cómo ejercer tus derechos',
        paragraphs: [
          `Escribe a ${CONTACT} indicando tu nombre, tu documento de identidad, lo que pides y un medio para responderte. Si actúas en nombre de otra persona, adjunta el documento que lo acredite.`,
        ],
        items: [
          'Consultas (conocer qué datos tenemos y cómo los usamos): respondemos en máximo diez (10) días hábiles, prorrogables por cinco (5) días hábiles más, avisándote el motivo.',
          'Reclamos (corrección, actualización, supresión o revocatoria): respondemos en máximo quince (15) días hábiles, prorrogables por ocho (8) días hábiles más. Si el reclamo está incompleto, te pediremos completarlo dentro de los cinco (5) días siguientes; si pasan dos (2) meses sin respuesta, se entiende desistido.',
        ],
        after: [
          'Desde tu cuenta también puedes actualizar tus datos y eliminar favoritos, comparaciones y búsquedas guardadas.',
        ],
      },
      {
        heading: '7. Con quién compartimos tus datos',
        paragraphs: [
          'Cuando escribes a una inmobiliaria, le entregamos tus datos de contacto y tu mensaje para que te responda; desde ese momento ella también es responsable de tratarlos según la ley. Usamos proveedores de alojamiento, correo electrónico y notificaciones que actúan como encargados, bajo contratos que los obligan a proteger tus datos; algunos pueden estar fuera de Colombia, en países con niveles adecuados de protección o con las garantías que exige la ley. No vendemos tus datos.',
        ],
      },
      {
        heading: '8. Seguridad y conservación',
        paragraphs: [
          'Aplicamos medidas técnicas y administrativas razonables: conexiones cifradas, contraseñas con algoritmos de derivación seguros, accesos por roles y registro de actividad. Conservamos los datos mientras tengas una cuenta o mientras sean necesarios para las finalidades descritas y para cumplir obligaciones legales.',
        ],
      },
      {
        heading: '9. Documentos para verificar anunciantes',
        paragraphs: [
          'Si pides el distintivo «Inmobiliaria verificada» o «Propietario verificado», tratamos los documentos que nos envías: el NIT, el certificado de Cámara de Comercio y el RUT de la inmobiliaria, o el certificado de tradición y libertad del inmueble que anuncias.',
        ],
        items: [
          'Finalidad: verificar la identidad de quien publica y que el inmueble anunciado es de quien dice ser su propietario, para proteger a los visitantes de anuncios falsos. No los usamos para nada más.',
          'Quién los ve: solo el equipo de Wi Inmuebles encargado de la verificación. Se guardan fuera de las fotos públicas, no se muestran en el portal, no se comparten con terceros y nunca aparecen en listados, exportaciones ni registros técnicos.',
          'Conservación: borramos los archivos 90 días después de aprobar o rechazar la solicitud; solo queda constancia de la decisión y su fecha.',
        ],
      },
      {
        heading: '10. Niñas, niños y adolescentes',
        paragraphs: [
          'El portal está dirigido a mayores de edad. No recogemos a sabiendas datos de menores de 18 años.',
        ],
      },
      {
        heading: '11. Vigencia y cambios',
        paragraphs: [
          'Esta política rige desde la fecha de actualización indicada arriba. Si la cambiamos de forma sustancial, lo anunciaremos en el portal y, cuando corresponda, pediremos de nuevo tu autorización.',
        ],
      },
    ],
  } satisfies ContentDoc,

  cookies_policy: {
    title: 'Política de cookies',
    lead: 'Las cookies son pequeños archivos que el navegador guarda para recordar información entre una visita y otra. Wi Inmuebles usa solo cookies propias, necesarias para que el portal funcione y para recordar tus preferencias. No usamos cookies de publicidad ni vendemos información de navegación.',
    updated: '1 de noviembre de 2026',
    sections: [
      {
        heading: 'Cookies que usamos',
        items: [
          'auth: mantiene tu sesión iniciada de forma segura (no es accesible desde JavaScript). Se borra al cerrar sesión.',
          'user_agree_cookies_policies: recuerda que aceptaste este aviso, durante un año.',
          'wi_id_client: un identificador anónimo y aleatorio del navegador, que se crea la primera vez que abres un inmueble y dura dos años (no es accesible desde JavaScript). Sirve para contar cada visitante una vez al día en las estadísticas de las inmobiliarias y para evitar mensajes duplicados. No contiene datos personales; quién vio o contactó qué inmueble se olvida a los dos días.',
          'wi_written: después de que guardas o envías algo, te muestra tu propio cambio enseguida durante unos segundos (no es accesible desde JavaScript; solo guarda una posición de la base de datos, ningún dato personal).',
          'contact_user_data: recuerda los datos que escribiste en un formulario de contacto para no pedírtelos otra vez, si así lo eliges.',
          'La ruta que visitabas antes de iniciar sesión, para llevarte de vuelta a ella.',
          'one_signal_user_id: solo si activas las notificaciones, para enviarte avisos a este dispositivo.',
        ],
      },
      {
        heading: 'Cómo controlarlas',
        paragraphs: [
          'Puedes borrar o bloquear las cookies desde la configuración de tu navegador (Chrome, Safari, Firefox, Edge). Si bloqueas las cookies necesarias, no podrás iniciar sesión y el aviso de cookies volverá a aparecer.',
          'Si tienes preguntas sobre esta política, escríbenos a datos@wi-inmuebles.com. El tratamiento de los datos asociados se rige por nuestra política de tratamiento de datos personales.',
        ],
      },
    ],
  } satisfies ContentDoc,

  terms: {
    title: 'Términos y condiciones de uso',
    lead: 'Estos términos regulan el uso del portal Wi Inmuebles, sus micrositios y sus servicios. Al usar el portal aceptas estas condiciones; si no estás de acuerdo, por favor no lo uses.',
    updated: '1 de noviembre de 2026',
    sections: [
      {
        heading: '1. Qué es Wi Inmuebles',
        paragraphs: [
          'Wi Inmuebles es una plataforma de anuncios clasificados de inmuebles. Las inmobiliarias publican los inmuebles y los visitantes los buscan y las contactan. Wi Inmuebles no es parte de los contratos de arrendamiento, corretaje o compraventa que se celebren, no es propietaria de los inmuebles anunciados y no recibe pagos por ellos.',
        ],
      },
      {
        heading: '2. Responsabilidad sobre los anuncios',
        paragraphs: [
          'Cada inmobiliaria es responsable de la veracidad, la vigencia y la legalidad de sus anuncios: precio, valor de la administración, áreas, estrato, fotos y disponibilidad. Verificamos la identidad de las inmobiliarias, pero no podemos garantizar el estado de cada inmueble. Te recomendamos visitar el inmueble y revisar los documentos antes de firmar o pagar.',
        ],
      },
      {
        heading: '3. Tu cuenta',
        items: [
          'Debes ser mayor de edad y dar información verdadera.',
          'Eres responsable de guardar tu contraseña; avísanos si sospechas un uso no autorizado.',
          'Podemos suspender cuentas usadas para fraude, spam o actividades contrarias a la ley.',
        ],
      },
      {
        heading: '4. Usos no permitidos',
        items: [
          'Publicar información falsa, engañosa o de inmuebles que no tienes autorización para ofrecer.',
          'Extraer datos del portal de forma masiva o automatizada sin autorización.',
          'Enviar publicidad no solicitada o contenido ofensivo a través de los formularios.',
          'Intentar vulnerar la seguridad del portal.',
        ],
      },
      {
        heading: '5. Propiedad intelectual',
        paragraphs: [
          'La marca, el diseño y el software de Wi Inmuebles nos pertenecen. Las fotos y textos de los anuncios pertenecen a las inmobiliarias, que nos autorizan a mostrarlos en el portal.',
        ],
      },
      {
        heading: '6. Protección al consumidor',
        paragraphs: [
          'Cuando corresponda, aplican las normas de protección al consumidor de la Ley 1480 de 2011. Las peticiones, quejas y reclamos sobre el portal se atienden en los canales de contacto publicados.',
        ],
      },
      {
        heading: '7. Limitación de responsabilidad',
        paragraphs: [
          'Hacemos lo posible por mantener el portal disponible y sin errores, pero puede haber interrupciones. Wi Inmuebles no responde por los acuerdos entre visitantes e inmobiliarias ni por daños derivados de información publicada por terceros, salvo en los casos previstos por la ley.',
        ],
      },
      {
        heading: '8. Ley aplicable y cambios',
        paragraphs: [
          'Estos términos se rigen por las leyes de la República de Colombia. Podemos actualizarlos; la versión vigente es siempre la publicada en esta página.',
        ],
      },
    ],
  } satisfies ContentDoc,

  privacy: {
    title: 'Política de privacidad',
    lead: 'Tu privacidad es parte de la confianza que queremos ganarnos. Este resumen explica en pocas palabras qué información recogemos y qué hacemos con ella; los detalles legales están en nuestra política de tratamiento de datos personales.',
    updated: '1 de noviembre de 2026',
    sections: [
      {
        heading: 'Qué recogemos',
        items: [
          'Lo que nos das: tu nombre, correo y teléfono cuando te registras o escribes a una inmobiliaria.',
          'Lo que guardas: favoritos, comparaciones y búsquedas.',
          'Lo técnico: dirección IP, navegador y cookies propias necesarias.',
        ],
      },
      {
        heading: 'Para qué',
        items: [
          'Para que puedas usar tu cuenta y contactar inmobiliarias.',
          'Para avisarte de inmuebles nuevos si lo pides.',
          'Para proteger el portal contra fraude y abuso.',
        ],
      },
      {
        heading: 'Lo que no hacemos',
        items: [
          'No vendemos tus datos.',
          'No usamos cookies de publicidad de terceros.',
          'No compartimos tus datos con una inmobiliaria a la que no hayas escrito.',
        ],
      },
      {
        heading: 'Tus decisiones',
        paragraphs: [
          'Puedes actualizar o borrar tu información desde tu cuenta, desactivar las notificaciones y pedirnos en datos@wi-inmuebles.com que eliminemos tus datos. Respondemos en los plazos de la Ley 1581 de 2012.',
        ],
      },
    ],
  } satisfies ContentDoc,
}

export type LegalName = keyof typeof legal
