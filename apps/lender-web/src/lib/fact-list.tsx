// A list of labelled facts (a funding's amount, a project's tenor…) as a <dl>: `grid` two columns of
// label-over-value (cards), `rows` label beside value (drawers; stacked on a phone).
import { css } from '@pendana/design-system/styled-system/css';

export interface Fact {
  term: string;
  value: string;
}

const styles = {
  grid: css({
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: '2',
    m: '0',
  }),
  rows: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', sm: 'auto 1fr' },
    gap: '2',
    columnGap: '4',
    m: '0',
  }),
  pair: css({ display: 'contents' }),
  gridTerm: css({ color: 'fg.muted', textStyle: 'caption' }),
  rowTerm: css({ color: 'fg.muted' }),
  value: css({ fontWeight: 'semibold', m: '0', overflowWrap: 'anywhere' }),
};

export function FactList({ facts, layout }: { facts: Fact[]; layout: 'grid' | 'rows' }) {
  const grid = layout === 'grid';
  return (
    <dl className={grid ? styles.grid : styles.rows}>
      {facts.map(({ term, value }) => (
        <div key={term} className={grid ? undefined : styles.pair}>
          <dt className={grid ? styles.gridTerm : styles.rowTerm}>{term}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The bordered surface of a card in a list (a project, a funding, a balance). */
export const surface = css({
  bg: 'bg.surface',
  borderRadius: 'lg',
  borderWidth: '1px',
  borderColor: 'border.default',
  p: '4',
  display: 'grid',
  gap: '3',
  minW: '0',
  alignContent: 'start',
});

/** A list of cards: one column on a phone, two from a laptop (fundings, projects, yields). */
export const cardGrid = css({
  display: 'grid',
  gap: '4',
  gridTemplateColumns: { base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
  listStyle: 'none',
  p: '0',
  m: '0',
});
