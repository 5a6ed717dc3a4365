import { css } from '@pendana/design-system/styled-system/css';

/** The wizard page: title, steps, step heading, then the step's form. */
export const wizardStyles = {
  page: css({ display: 'grid', gap: '5', maxW: '56rem', minW: '0' }),
  title: css({ textStyle: 'h1' }),
  stepTitle: css({ textStyle: 'h2' }),
  centered: css({ display: 'grid', placeItems: 'center', minH: '30dvh' }),
};

/** A step's form: its field grid, full-width rows, groups (boxed, or plain) and the actions row. */
export const stepStyles = {
  form: css({ display: 'grid', gap: '5' }),
  grid: css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } }),
  full: css({ gridColumn: { md: '1 / -1' } }),
  actions: css({ display: 'flex', gap: '3', justifyContent: 'space-between', flexWrap: 'wrap' }),
  list: css({ pl: '5', listStyle: 'disc' }),
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
  plainFieldset: css({ border: 'none', p: '0', m: '0', display: 'grid', gap: '3' }),
  plainLegend: css({ textStyle: 'h3', mb: '2' }),
  personHeader: css({ display: 'flex', justifyContent: 'flex-end' }),
};
