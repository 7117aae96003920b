/** A form a visitor posts to a page (JavaScript off): who asks, the fields, and the values a failure echoes back. */
import { echoedValues, formFields } from '#web/input'
import { pageContext, readForm } from '#web/page'

export async function readPageForm(request: Request) {
  const ctx = await pageContext(request)
  const form = await readForm(request)
  return { ctx, form, values: echoedValues(formFields(form)) }
}
