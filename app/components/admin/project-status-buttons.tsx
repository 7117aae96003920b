/**
 * A project's status buttons (publish, unpublish, restore, delete), only those the server
 * accepts now (`actions`); each submits its form with `intent`. Delete asks first.
 */
import { useT } from '~/lib/i18n'
import { Button } from '../ui/button'

const ORDER = ['publish', 'unpublish', 'restore', 'delete'] as const

export function ProjectStatusButtons({
  actions,
  busy,
  form,
  label,
}: {
  actions: readonly string[]
  busy: boolean
  /** The form the buttons submit, when they sit outside it. */
  form?: string
  /** The project the buttons act on, for their accessible names in a list. */
  label?: string
}) {
  const { t } = useT()
  return ORDER.filter((a) => actions.includes(a)).map((a) => (
    <Button
      key={a}
      type="submit"
      form={form}
      formNoValidate
      name="intent"
      value={a}
      size="sm"
      busy={busy}
      aria-label={label ? `${t(`admin.projects.action.${a}`)}: ${label}` : undefined}
      variant={a === 'delete' ? 'danger' : a === 'unpublish' ? 'ghost' : 'primary'}
      onClick={(e) => {
        if (a === 'delete' && !confirm(t('admin.projects.confirm_delete'))) e.preventDefault()
      }}
    >
      {t(`admin.projects.action.${a}`)}
    </Button>
  ))
}
