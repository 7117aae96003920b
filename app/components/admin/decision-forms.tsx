/**
 * Staff's two decisions on a queued item, as plain forms: approve, or reject with a reason (required;
 * its message shows at the field, and what was typed stays). The moderation queue and the
 * verification queue both decide this way. A failure that is not the reason's shows above them,
 * and stays when the item is already decided (`decided`: the forms are gone, the message is not).
 */
import { Form, useNavigation } from 'react-router'
import { Button } from '~/components/ui/button'
import { TextArea } from '~/components/ui/field'

/** What the queue's action answered for this item. */
export interface DecisionResult {
  ok?: boolean
  intent?: string
  message?: string
  errors?: Record<string, string>
  values?: Record<string, string>
}

export interface DecisionLabels {
  approve: string
  reject: string
  reason: string
}

export function DecisionForms({
  id,
  result,
  labels,
  reasonMax,
  decided = false,
}: {
  id: string
  decided?: boolean
  result?: DecisionResult
  labels: DecisionLabels
  reasonMax: number
}) {
  const busy = useNavigation().state === 'submitting'
  const rejectError = result?.intent === 'reject' ? result.errors?.reason : undefined
  const failed = result && !result.ok && !rejectError ? result.message : undefined
  return (
    <>
      {failed && (
        <p role="alert" className="rounded-xl bg-red-100 px-4 py-2.5 font-semibold text-red-900">
          {failed}
        </p>
      )}
      {!decided && (
        <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
          <Form method="post" className="shrink-0">
            <input type="hidden" name="id" value={id} />
            <Button type="submit" name="intent" value="approve" disabled={busy}>
              {labels.approve}
            </Button>
          </Form>
          <Form method="post" className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-end">
            <input type="hidden" name="id" value={id} />
            <TextArea
              name="reason"
              rows={2}
              label={labels.reason}
              aria-required="true"
              maxLength={reasonMax}
              error={rejectError}
              defaultValue={rejectError ? (result?.values?.reason ?? '') : ''}
              containerClassName="min-w-0 flex-1"
            />
            <Button type="submit" name="intent" value="reject" variant="danger" disabled={busy}>
              {labels.reject}
            </Button>
          </Form>
        </div>
      )}
    </>
  )
}
