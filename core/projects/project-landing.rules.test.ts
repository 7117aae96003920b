import { expect, test } from 'vitest'
import { projectLandingPath, projectSearchPath } from './project-landing.rules'

const slugs = { municipalities: { M1: 'envigado' } }

test('a search naming exactly a landing has its address; anything more stays in the query string', () => {
  const path = (query: string, locale: 'es-CO' | 'en' = 'es-CO') =>
    projectSearchPath(locale, new URLSearchParams(query), slugs)
  expect(path('')).toBe('/proyectos')
  expect(path('', 'en')).toBe('/en/projects')
  expect(path('department_id=D1&municipality_id=M1')).toBe('/proyectos/envigado')
  expect(path('municipality_id=M1&vis=1')).toBe('/proyectos/envigado/vis')
  expect(path('municipality_id=M1&vip=1', 'en')).toBe('/en/projects/envigado/vip')
  expect(path('municipality_id=M1&vis=1&vip=1')).toBe('/proyectos?municipality_id=M1&vis=1&vip=1')
  expect(path('municipality_id=M1&stage=sobre_planos')).toBe('/proyectos?municipality_id=M1&stage=sobre_planos')
  expect(path('municipality_id=M2')).toBe('/proyectos?municipality_id=M2')
  expect(projectLandingPath('es-CO', 'medellin', null)).toBe('/proyectos/medellin')
})
