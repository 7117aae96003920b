import { describe, expect, test } from 'vitest'
import { decodeId } from '#core/shared'
import { projectIdOfPath, projectPath } from './project-url.view'

describe('a project address', () => {
  test('is its name as a slug, then its opaque id; English under /en/projects', () => {
    const path = projectPath({ id: 42, name: 'Torres del Río — Etapa 2' })
    expect(path).toMatch(/^\/proyectos\/torres-del-rio-etapa-2-[A-Za-z0-9]{8,}$/)
    expect(projectPath({ id: 42, name: 'Torres del Río' }, 'en')).toMatch(/^\/en\/projects\/torres-del-rio-/)
    const segment = path.split('/').at(-1)!
    expect(decodeId('project', projectIdOfPath(segment)!)).toBe(42)
  })

  test('the id alone is read, and a segment without one is nothing', () => {
    const id = projectPath({ id: 7, name: '' }).split('-').at(-1)!
    expect(projectIdOfPath(id)).toBe(id)
    expect(projectIdOfPath('solo-palabras-x')).toBeNull()
  })
})
