/**
 * Consent to the processing of personal data (Ley 1581 de 2012): the one required check box
 * of every form that takes a visitor's data (messages, visit and campaign requests, the chat,
 * registration). A form sends "on", JSON sends true; anything else is 422 at `consent`.
 */
import { z } from 'zod'

const truthy = (v: unknown) => v === true || v === 'true' || v === 'on' || v === '1' || v === 1

export const consentField = z
  .preprocess(truthy, z.literal(true, 'validation.consent'))
  .meta({ description: 'Consent to data processing (Ley 1581 de 2012); must be true' })
