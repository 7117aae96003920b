/**
 * What POST /api/campaign/requests answers: the thank-you text in the caller's language (the door
 * translates the use case's key) and how many agencies the request reached.
 */
import { z } from 'zod'

export const CampaignRequestAnswerSchema = z.object({ msg: z.string(), agencies: z.number() })

export function campaignRequestAnswer(
  msg: string,
  result: { agencies: number },
): z.output<typeof CampaignRequestAnswerSchema> {
  return { msg, agencies: result.agencies }
}
