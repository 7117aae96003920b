/** (SuperAdmin) Whether the agency is active: its state and a button to switch it. */
import { Form } from 'react-router'
import { Pill } from '~/components/admin/org/action-message'
import { Panel } from '~/components/admin/page-header'
import { Button } from '~/components/ui/button'
import { useT } from '~/lib/i18n'

export function ActiveStateForm({ isActive }: { isActive: boolean }) {
  const { t } = useT()
  return (
    <Panel title={t('admin_org.customers.state.title')}>
      <p className="mb-3 flex items-center gap-2 text-sm text-ink">
        <Pill tone={isActive ? 'green' : 'red'}>
          {t(isActive ? 'admin_org.customers.active' : 'admin_org.customers.inactive')}
        </Pill>
        {t('admin_org.customers.state.hint')}
      </p>
      <Form method="post">
        <input type="hidden" name="intent" value={isActive ? 'deactivate' : 'activate'} />
        <Button type="submit" variant={isActive ? 'danger' : 'secondary'}>
          {t(isActive ? 'admin_org.customers.state.deactivate' : 'admin_org.customers.state.activate')}
        </Button>
      </Form>
    </Panel>
  )
}
