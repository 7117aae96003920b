/**
 * Only verified publishers (issue 33): agencies whose papers staff checked, and owners whose
 * title deed staff checked for that listing (the cards' badges say which).
 */
import { useT } from '~/lib/i18n'
import { FilterCheck, FilterGroup, type FilterGroupProps } from './filter-controls'

export function PublisherFilter({ data }: Pick<FilterGroupProps, 'data'>) {
  const { t } = useT()
  return (
    <FilterGroup title={t('search.filters.publisher')}>
      <FilterCheck name="verified" value="true" checked={data.filter.verified} label={t('search.filters.verified')} />
    </FilterGroup>
  )
}
