/**
 * The credit and leasing simulator of sale listings (issue 14). Registered apart from the
 * public catalogue: the server registers it with the rest (i18n/all.ts), the browser when
 * the simulator's code loads (app/components/listing/mortgage-simulator.tsx), so the listing
 * page's first load does not carry it. The block's title and estimate are in listing.ts.
 */
export const mortgage = {
  product: {
    legend: 'Tipo de financiación',
    mortgage: 'Crédito hipotecario',
    leasing: 'Leasing habitacional',
  },
  fields: {
    price: 'Precio del inmueble',
    down_payment: 'Cuota inicial',
    down_payment_hint: '{percent} % del precio. Mínimo {min} %.',
    vis_hint:
      'Vivienda de interés social (precio hasta {cap}, 150 SMMLV de 2026): cuota inicial desde el 20 % con crédito.',
    years: 'Plazo en años',
    years_hint: 'De 5 a 30 años.',
    annual_rate: 'Tasa efectiva anual (%)',
    annual_rate_hint:
      'Referencia: {rate} % E.A., promedio publicado por la Superintendencia Financiera (enero de 2026).',
    purchase_option: 'Opción de compra (% del precio)',
    purchase_option_hint: 'Solo leasing: se paga al final del contrato para quedarte con el inmueble.',
  },
  submit: 'Calcular',
  results: {
    monthly_payment: 'Cuota mensual',
    monthly_canon: 'Canon mensual',
    financed: 'Monto financiado',
    required_income: 'Ingresos familiares necesarios',
    required_income_hint: 'Para que la cuota sea el {share} % de los ingresos (la ley permite hasta el {max} %).',
    purchase_option: 'Opción de compra al final',
    invalid: 'Corrige los datos marcados para ver la cuota.',
  },
  table: {
    caption: 'Cuota según el plazo',
    years: 'Plazo',
    payment: 'Cuota mensual',
    income: 'Ingresos necesarios',
    years_value: '{years} años',
  },
  note: 'Simulación de referencia, no es una oferta: la cuota, fija en pesos, no incluye seguros ni comisiones, y cada entidad aprueba la tasa, el monto y el plazo según tu perfil.',
  leasing_note:
    'En el leasing habitacional la entidad compra el inmueble y tú pagas un canon mensual; al final pagas la opción de compra ({amount}) para quedarte con él.',
  errors: {
    number: 'Escribe solo números',
    price: 'Escribe un precio mayor que cero',
    down_payment_min: 'La cuota inicial mínima es {amount} ({percent} % del precio)',
    down_payment_max: 'La cuota inicial debe ser menor que el precio',
    years: 'El plazo debe estar entre {min} y {max} años',
    rate: 'La tasa debe estar entre {min} % y {max} % efectivo anual',
    purchase_option: 'La opción de compra debe estar entre el {min} % y el {max} % del precio',
    purchase_option_financed: 'La opción de compra debe ser menor que el monto financiado',
  },
}
