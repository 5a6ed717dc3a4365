import { css } from '@pendana/design-system/styled-system/css';

export const stepStyles = {
  form: css({ display: 'grid', gap: '5' }),
  grid: css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } }),
  full: css({ gridColumn: { md: '1 / -1' } }),
  actions: css({ display: 'flex', gap: '3', justifyContent: 'space-between', flexWrap: 'wrap' }),
  fieldset: css({
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'l2',
    p: { base: '3', md: '4' },
    m: '0',
    display: 'grid',
    gap: '4',
    minW: '0',
  }),
  legend: css({ textStyle: 'h3', px: '1' }),
  personHeader: css({ display: 'flex', justifyContent: 'flex-end' }),
};
