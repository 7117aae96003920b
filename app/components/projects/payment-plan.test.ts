/**
 * The payment plan form as the server draws it, in Spanish and in English: every control has
 * its visible label, the unit types without a price are left out, and the subsidy choice
 * appears only for a VIS or VIP project. The results come from the API
 * (tests/integration/projects-payment-plan.test.ts).
 */
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { expect, test } from 'vitest'
import { PaymentPlan, type PaymentPlanProps } from './payment-plan'

const unitTypes = [
  { id: 'tipoA000', name: 'Tipo A', price_from: 240_000_000 },
  { id: 'tipoB000', name: 'Tipo B', price_from: null },
]

function draw(props: Partial<PaymentPlanProps>, path = '/proyectos/torres-k3G7QAe5') {
  const element = createElement(PaymentPlan, { projectId: 'k3G7QAe5', unitTypes, vis: true, vip: false, ...props })
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] })
  return renderToStaticMarkup(createElement(RouterProvider, { router }))
}

/** Each control's label text, by the control's name. */
function labels(html: string): Record<string, string> {
  const byId = new Map(
    [...html.matchAll(/<label[^>]*for="([^"]+)"[^>]*>(.*?)<\/label>/g)].map(([, id, text]) => [
      id,
      text.replace(/<[^>]+>/g, ''),
    ]),
  )
  return Object.fromEntries(
    [...html.matchAll(/<(?:input|select)\b[^>]*>/g)].map(([tag]) => [
      /name="([^"]+)"/.exec(tag)![1],
      byId.get(/id="([^"]+)"/.exec(tag)![1]) ?? '',
    ]),
  )
}

test('every control is labelled, in Spanish and in English', () => {
  const es = draw({})
  expect(labels(es)).toEqual({
    unit_type_id: 'Tipología',
    down_payment_percent: 'Cuota inicial (% del precio)',
    years: 'Plazo del crédito en años',
    product: 'Financiación del saldo',
    subsidy: 'Subsidio de vivienda',
  })
  expect(es).toContain('Tipo A · desde $ 240.000.000')
  expect(es).not.toContain('Tipo B')
  expect(es).toContain('Mi Casa Ya (hasta 30 SMMLV)')
  expect(es).toContain('>Calcular plan de pagos</button>')
  const en = draw({}, '/en/projects/torres-k3G7QAe5')
  expect(labels(en)).toMatchObject({
    down_payment_percent: 'Down payment (% of the price)',
    subsidy: 'Housing subsidy',
  })
})

test('no subsidy choice outside VIS and VIP; nothing at all without a priced unit type', () => {
  expect(labels(draw({ vis: false, vip: false }))).not.toHaveProperty('subsidy')
  expect(labels(draw({ vis: false, vip: true }))).toHaveProperty('subsidy')
  expect(draw({ unitTypes: [unitTypes[1]] })).toBe('')
})
