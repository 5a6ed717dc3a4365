// One project of the search list: the checkout item of spec §3 (price per package, slots left, name,
// address, yield, tenor) with the progress collected and the days left; its button opens the drawer.
import { useIntl } from 'react-intl';
import type { ProjectItem } from '@pendana/api-sdk';
import { Badge } from '@pendana/design-system/components/badge';
import { Button } from '@pendana/design-system/components/button';
import { Progress } from '@pendana/design-system/components/progress';
import { formatCurrency, formatNumber, formatRate } from '@pendana/design-system/formatters';
import { css } from '@pendana/design-system/styled-system/css';
import { cardMessages as messages } from '../messages';

const styles = {
  card: css({
    bg: 'bg.surface',
    borderRadius: 'lg',
    borderWidth: '1px',
    borderColor: 'border.default',
    p: '4',
    display: 'grid',
    gap: '3',
    minW: '0',
    alignContent: 'start',
  }),
  head: css({ display: 'grid', gap: '1', minW: '0' }),
  name: css({ textStyle: 'h3', overflowWrap: 'anywhere', m: '0' }),
  address: css({ color: 'fg.muted', overflowWrap: 'anywhere', m: '0' }),
  facts: css({
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: '2',
    m: '0',
  }),
  term: css({ color: 'fg.muted', textStyle: 'caption' }),
  value: css({ fontWeight: 'semibold', m: '0', overflowWrap: 'anywhere' }),
};

export function ProjectCard({ project, onOpen }: { project: ProjectItem; onOpen: () => void }) {
  const intl = useIntl();
  const fact = (label: string, value: string) => (
    <div>
      <dt className={styles.term}>{label}</dt>
      <dd className={styles.value}>{value}</dd>
    </div>
  );
  return (
    <article className={styles.card}>
      <div className={styles.head}>
        <Badge tone="neutral">{project.akad}</Badge>
        <h3 className={styles.name}>{project.nama}</h3>
        <p className={styles.address}>{project.alamat}</p>
      </div>
      <dl className={styles.facts}>
        {fact(intl.formatMessage(messages.pricePerPackage), formatCurrency(project.harga_paket))}
        {fact(intl.formatMessage(messages.slotsLeft), formatNumber(project.sisa_paket))}
        {fact(
          intl.formatMessage(messages.yield),
          intl.formatMessage(messages.yieldValue, { rate: formatRate(project.imbal_hasil) }),
        )}
        {fact(
          intl.formatMessage(messages.tenor),
          intl.formatMessage(messages.tenorValue, { months: formatNumber(project.tenor) }),
        )}
        {fact(
          intl.formatMessage(messages.daysLeft),
          intl.formatMessage(messages.daysLeftValue, { days: formatNumber(project.dayleft) }),
        )}
      </dl>
      <Progress
        label={intl.formatMessage(messages.collected, { percent: formatRate(project.terkumpul) })}
        value={project.terkumpul}
        max={100}
      />
      {/* Names the project for screen readers; starts with the visible text (WCAG 2.5.3). */}
      <Button
        variant="outline"
        onClick={onOpen}
        aria-label={intl.formatMessage(messages.openNamed, { name: project.nama })}
      >
        {intl.formatMessage(messages.open)}
      </Button>
    </article>
  );
}
