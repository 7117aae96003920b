import type { mortgage as es } from '../es-CO/mortgage'

/** The credit and leasing simulator (see es-CO/mortgage.ts for where it is registered). */
export const mortgage: typeof es = {
  product: {
    legend: 'Type of financing',
    mortgage: 'Mortgage',
    leasing: 'Housing leasing',
  },
  fields: {
    price: 'Property price',
    down_payment: 'Down payment',
    down_payment_hint: '{percent}% of the price. At least {min}%.',
    vis_hint:
      'Social-interest housing (VIS, price up to {cap}, 150 monthly minimum wages of 2026): down payment from 20% with a mortgage.',
    years: 'Term in years',
    years_hint: 'From 5 to 30 years.',
    annual_rate: 'Effective annual rate (%)',
    annual_rate_hint:
      'Reference: {rate}% effective annual, average published by the Superintendencia Financiera (January 2026).',
    purchase_option: 'Purchase option (% of the price)',
    purchase_option_hint: 'Leasing only: paid at the end of the contract to keep the property.',
  },
  submit: 'Calculate',
  results: {
    monthly_payment: 'Monthly payment',
    monthly_canon: 'Monthly lease payment',
    financed: 'Amount financed',
    required_income: 'Household income needed',
    required_income_hint: 'For the payment to be {share}% of income (the law allows up to {max}%).',
    purchase_option: 'Purchase option at the end',
    invalid: 'Correct the marked figures to see the payment.',
  },
  table: {
    caption: 'Payment by term',
    years: 'Term',
    payment: 'Monthly payment',
    income: 'Income needed',
    years_value: '{years} years',
  },
  note: 'A reference simulation, not an offer: the payment, fixed in pesos, leaves out insurance and fees, and each lender approves the rate, amount and term for your profile.',
  leasing_note:
    'With housing leasing the lender buys the property and you pay a monthly lease; at the end you pay the purchase option ({amount}) to keep it.',
  errors: {
    number: 'Enter numbers only',
    price: 'Enter a price above zero',
    down_payment_min: 'The minimum down payment is {amount} ({percent}% of the price)',
    down_payment_max: 'The down payment must be less than the price',
    years: 'The term must be between {min} and {max} years',
    rate: 'The rate must be between {min}% and {max}% effective annual',
    purchase_option: 'The purchase option must be between {min}% and {max}% of the price',
    purchase_option_financed: 'The purchase option must be less than the amount financed',
  },
}
