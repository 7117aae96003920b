/**
 * Long texts of the content pages (about, restrictive lists, advertise, campaigns).
 * Server-only: loaders read them (app/components/shell/content.server.ts), so they never
 * weigh on the browser bundle. Not registered in the flat catalogue on purpose.
 */
import type { ContentDoc } from './legal'

export const pages = {
  about: {
    title: 'Nosotros',
    lead: 'Wi Inmuebles nació en Medellín con una idea sencilla: que encontrar un lugar para vivir o para trabajar sea claro, rápido y confiable. Reunimos en un solo portal los inmuebles de inmobiliarias reales para que compares con calma y hables directamente con quien te puede mostrar el inmueble.',
    sections: [
      {
        heading: 'Quiénes somos',
        paragraphs: [
          'Somos un equipo antioqueño de tecnología y finca raíz. Conocemos de primera mano lo que significa buscar apartamento en el Valle de Aburrá: llamar a diez números, recibir fotos viejas, visitar inmuebles que ya estaban arrendados. Por eso construimos Wi Inmuebles.',
          'Hoy acompañamos a inmobiliarias de Medellín, Envigado, Sabaneta, Itagüí, Bello y La Estrella, y crecemos hacia Bogotá, Cali, Cartagena y Barranquilla.',
        ],
      },
      {
        heading: 'Qué encuentras en el portal',
        items: [
          'Apartamentos, casas, apartaestudios, oficinas, locales, bodegas, lotes, fincas y consultorios, en arriendo y en venta.',
          'Precio, valor de la administración, estrato, área y ubicación en el mapa, sin letra pequeña.',
          'Favoritos, comparador de inmuebles y alertas de búsqueda para no perderte nada.',
          'Contacto directo con la inmobiliaria por mensaje, teléfono o WhatsApp.',
        ],
      },
      {
        heading: 'Cómo trabajamos',
        items: [
          'Solo publican inmobiliarias identificadas, con NIT y asesores responsables de cada inmueble.',
          'Un inmueble que ya no está disponible se retira de la búsqueda; si lo encuentras desactualizado, avísanos.',
          'Tratamos tus datos personales según la Ley 1581 de 2012 y solo los compartimos con la inmobiliaria a la que escribes.',
        ],
      },
      {
        heading: 'Hablemos',
        paragraphs: [
          'Si tienes una inmobiliaria y quieres publicar con nosotros, visita la página «Anúnciate». Si eres visitante y tienes una pregunta o una sugerencia, escríbenos por WhatsApp o a hola@wi-inmuebles.com. Leemos todos los mensajes.',
        ],
      },
    ],
  } satisfies ContentDoc,

  rlist: {
    title: 'Listas restrictivas y SAGRILAFT',
    lead: 'Cuando arriendas o compras un inmueble, la inmobiliaria puede pedirte autorización para consultar tu nombre en listas restrictivas. Aquí te explicamos, sin tecnicismos, qué son esas listas, por qué se revisan y qué hace Wi Inmuebles al respecto.',
    sections: [
      {
        heading: '¿Qué son las listas restrictivas?',
        paragraphs: [
          'Son bases de datos públicas o de organismos oficiales donde aparecen personas y empresas relacionadas con delitos como el lavado de activos, la financiación del terrorismo o la corrupción, o que tienen sanciones vigentes.',
        ],
        items: [
          'La lista de la OFAC del Departamento del Tesoro de los Estados Unidos, conocida como «Lista Clinton».',
          'Las listas de sanciones del Consejo de Seguridad de las Naciones Unidas (ONU), que son vinculantes para Colombia.',
          'Los antecedentes de la Procuraduría General de la Nación, de la Contraloría General de la República y de la Policía Nacional.',
          'Otras listas internacionales, como las de la Unión Europea o las notificaciones de Interpol, según la política de cada empresa.',
        ],
      },
      {
        heading: '¿Qué es SAGRILAFT?',
        paragraphs: [
          'SAGRILAFT es el Sistema de Autocontrol y Gestión del Riesgo Integral de Lavado de Activos, Financiación del Terrorismo y Financiamiento de la Proliferación de Armas de Destrucción Masiva. Lo exige la Superintendencia de Sociedades, en el Capítulo X de su Circular Básica Jurídica, a las empresas que vigila cuando superan ciertos montos de ingresos o de activos; el sector inmobiliario está entre los sectores a los que presta especial atención.',
          'En palabras simples: es el conjunto de reglas con el que una empresa se asegura de no ser usada, sin saberlo, para mover dinero de origen ilícito. En el sector financiero existe un sistema parecido llamado SARLAFT.',
        ],
      },
      {
        heading: '¿Por qué las inmobiliarias revisan estas listas?',
        paragraphs: [
          'Los inmuebles son un medio que los delincuentes buscan para ocultar dinero: compras de contado, arriendos pagados por adelantado o contratos a nombre de terceros. Por eso las inmobiliarias deben conocer a sus clientes antes de firmar un contrato de arrendamiento, de consignación o de compraventa.',
        ],
        items: [
          'Verifican la identidad de arrendatarios, propietarios, compradores y codeudores.',
          'Consultan las listas restrictivas con tu autorización, y repiten la consulta durante el contrato.',
          'Pueden pedirte documentos que soporten el origen de los fondos en operaciones grandes o inusuales.',
          'Si algo no cuadra, deben reportarlo a la Unidad de Información y Análisis Financiero (UIAF), de manera reservada.',
        ],
      },
      {
        heading: '¿Qué pasa si aparezco en una lista?',
        paragraphs: [
          'Aparecer en la Lista Clinton o en una lista de la ONU normalmente impide que una empresa obligada haga negocios contigo. Si crees que se trata de un error (por ejemplo, un homónimo), pide a la inmobiliaria que revise el caso con tu número de documento: la mayoría de coincidencias se aclaran así.',
          'Los antecedentes disciplinarios o fiscales no siempre impiden el negocio; cada inmobiliaria decide según su política de riesgo.',
        ],
      },
      {
        heading: '¿Qué hace Wi Inmuebles?',
        paragraphs: [
          'Wi Inmuebles es un portal de anuncios: no firma contratos de arrendamiento ni de compraventa y no recibe dinero por los inmuebles. Por eso no consultamos a los visitantes en listas restrictivas ni te pedimos documentos para buscar o contactar una inmobiliaria.',
          'Sí cuidamos quién publica: antes de activar una inmobiliaria verificamos su NIT y su representación legal, y le pedimos que tenga su propia política de prevención de lavado de activos cuando la ley se lo exige. La consulta en listas la hace la inmobiliaria con la que decidas avanzar, con tu autorización y según la Ley 1581 de 2012 de protección de datos.',
          'Si ves un anuncio sospechoso —precios irreales, pedidos de dinero antes de conocer el inmueble o presión para pagar en efectivo—, repórtalo a través de nuestro WhatsApp. Nunca consignes dinero para separar un inmueble sin haberlo visitado y sin un contrato.',
        ],
      },
    ],
  } satisfies ContentDoc,

  advertise: {
    title: 'Anuncia tus inmuebles en Wi Inmuebles',
    lead: 'Lleva tus inmuebles a las personas que están buscando dónde vivir en Medellín y en las principales ciudades del país. Publicar es sencillo y te acompañamos desde el primer día.',
    sections: [
      {
        heading: 'Qué incluye',
        items: [
          'Publicación de tus inmuebles en arriendo y en venta, con hasta 30 fotos, mapa, estrato, administración y características.',
          'Micrositio propio con tu logo, banner, descripción, asesores y redes sociales, con una dirección corta para compartir.',
          'Mensajes de los interesados directo a tu correo y a tu panel, con su nombre, teléfono e inmueble de interés.',
          'Panel de administración para tu equipo: roles para administradores, editores de contenido y analistas.',
          'Estadísticas de vistas y contactos para saber qué inmuebles funcionan mejor.',
        ],
      },
      {
        heading: 'Cómo empezar',
        items: [
          'Déjanos tus datos en el formulario de esta página.',
          'Un asesor te llama, verifica tu inmobiliaria (NIT y representación legal) y te cuenta los planes.',
          'Creamos las cuentas de tu equipo y cargas tus inmuebles desde el panel.',
          'Tus inmuebles aparecen en las búsquedas y empiezas a recibir contactos.',
        ],
      },
    ],
  } satisfies ContentDoc,

  campaign: {
    title: 'Un lugar para ti',
    lead: 'Encuentra un lugar para ti, un lugar para mí, un lugar de Wi Inmuebles. Te ayudamos a encontrar el apartamento o la casa que estás buscando, sin perder tiempo en anuncios que no encajan.',
    sections: [
      {
        heading: 'Cómo funciona',
        items: [
          'Cuéntanos qué buscas: tipo de inmueble, ciudad o barrio, presupuesto y cuándo lo necesitas.',
          'Compartimos tu solicitud con inmobiliarias verificadas que tienen inmuebles parecidos.',
          'Te escriben con opciones reales y tú decides cuáles visitar. Sin costo para ti.',
        ],
      },
    ],
  } satisfies ContentDoc,

  campaign_find: {
    title: 'Te ayudamos a encontrar tu inmueble',
    lead: '¿Llevas semanas buscando y nada te convence? Dinos qué necesitas y deja que las inmobiliarias de Wi Inmuebles te busquen a ti.',
    sections: [
      {
        heading: 'Por qué hacerlo aquí',
        items: [
          'Solo inmobiliarias identificadas, con asesores que responden.',
          'Inmuebles en arriendo y en venta en el Valle de Aburrá, Bogotá, Cali, Cartagena y Barranquilla.',
          'Tus datos se usan solo para esta solicitud, según nuestra política de tratamiento de datos.',
        ],
      },
    ],
  } satisfies ContentDoc,
}

export type PageName = keyof typeof pages
