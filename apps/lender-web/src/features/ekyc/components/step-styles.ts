import { css } from '@pendana/design-system/styled-system/css';

export const stepStyles = {
  form: css({ display: 'grid', gap: '5' }),
  grid: css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } }),
  full: css({ gridColumn: { md: '1 / -1' } }),
  actions: css({ display: 'flex', gap: '3', justifyContent: 'space-between', flexWrap: 'wrap' }),
  list: css({ pl: '5', listStyle: 'disc' }),
  fieldset: css({ border: 'none', p: '0', m: '0', display: 'grid', gap: '3' }),
  legend: css({ textStyle: 'h3', mb: '2' }),
};
