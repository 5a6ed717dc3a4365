// The search filters: keyword, akad and sort, all kept in the URL by the screen
// (lib/screen useUrlFilters). The keyword applies on submit; the two choices apply at once.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Akad, ProjectSearchRequestSort } from '@pendana/api-sdk';
import { Button } from '@pendana/design-system/components/button';
import { NativeSelect } from '@pendana/design-system/components/native-select';
import { TextField } from '@pendana/design-system/components/text-field';
import { css } from '@pendana/design-system/styled-system/css';
import { searchMessages as messages } from '../messages';

// A type, not an interface: useUrlFilters takes a record of strings and numbers.
export type SearchFilterValues = {
  keyword: string;
  akad: string;
  sort: string;
  page: number;
};

export const SEARCH_DEFAULTS: SearchFilterValues = {
  keyword: '',
  akad: '',
  sort: ProjectSearchRequestSort.imbal_hasil,
  page: 1,
};

const styles = {
  form: css({
    display: 'grid',
    gap: '3',
    gridTemplateColumns: { base: '1fr', md: '2fr 1fr 1fr' },
    alignItems: 'end',
  }),
  actions: css({ display: 'flex', flexWrap: 'wrap', gap: '2', gridColumn: { md: '1 / -1' } }),
};

export interface SearchFiltersProps {
  filters: SearchFilterValues;
  onChange: (patch: Partial<SearchFilterValues>) => void;
  onReset: () => void;
}

export function SearchFilters({ filters, onChange, onReset }: SearchFiltersProps) {
  const intl = useIntl();
  const [keyword, setKeyword] = useState(filters.keyword);
  const [shownKeyword, setShownKeyword] = useState(filters.keyword);
  // Back/forward or a reset changes the URL's keyword: the field follows it.
  if (filters.keyword !== shownKeyword) {
    setShownKeyword(filters.keyword);
    setKeyword(filters.keyword);
  }
  const filtered =
    filters.keyword !== SEARCH_DEFAULTS.keyword ||
    filters.akad !== SEARCH_DEFAULTS.akad ||
    filters.sort !== SEARCH_DEFAULTS.sort;
  return (
    <form
      role="search"
      aria-label={intl.formatMessage(messages.filters)}
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ keyword: keyword.trim() });
      }}
    >
      <TextField
        label={intl.formatMessage(messages.keyword)}
        type="search"
        name="keyword"
        maxLength={100}
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
      />
      <NativeSelect
        label={intl.formatMessage(messages.akad)}
        name="akad"
        value={filters.akad}
        onValueChange={(akad) => onChange({ akad })}
        options={[
          { value: '', label: intl.formatMessage(messages.akadAll) },
          ...Object.values(Akad).map((akad) => ({ value: akad, label: akad })),
        ]}
      />
      <NativeSelect
        label={intl.formatMessage(messages.sort)}
        name="sort"
        value={filters.sort}
        onValueChange={(sort) => onChange({ sort })}
        options={[
          {
            value: ProjectSearchRequestSort.imbal_hasil,
            label: intl.formatMessage(messages.sortYield),
          },
          {
            value: ProjectSearchRequestSort.terbaru,
            label: intl.formatMessage(messages.sortNewest),
          },
          {
            value: ProjectSearchRequestSort.dayleft,
            label: intl.formatMessage(messages.sortDayleft),
          },
        ]}
      />
      <div className={styles.actions}>
        <Button type="submit">{intl.formatMessage(messages.apply)}</Button>
        {filtered ? (
          <Button variant="ghost" onClick={onReset}>
            {intl.formatMessage(messages.reset)}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
