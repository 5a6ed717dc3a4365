// One project of the search list: the checkout item of spec §3 (price per package, slots left, name,
// address, yield, tenor) with the progress collected and the days left; its button opens the drawer.
import { useIntl } from 'react-intl';
import type { ProjectItem } from '@pendana/api-sdk';
import { Badge } from '@pendana/design-system/components/badge';
import { Button } from '@pendana/design-system/components/button';
import { Progress } from '@pendana/design-system/components/progress';
import { formatCurrency, formatNumber, formatRate } from '@pendana/design-system/formatters';
import { css } from '@pendana/design-system/styled-system/css';
import { FactList, surface } from '../../../lib/fact-list';
import { cardMessages as messages } from '../messages';

const styles = {
  head: css({ display: 'grid', gap: '1', minW: '0' }),
  name: css({ textStyle: 'h3', overflowWrap: 'anywhere', m: '0' }),
  address: css({ color: 'fg.muted', overflowWrap: 'anywhere', m: '0' }),
};

export function ProjectCard({ project, onOpen }: { project: ProjectItem; onOpen: () => void }) {
  const intl = useIntl();
  return (
    <article className={surface}>
      <div className={styles.head}>
        <Badge tone="neutral">{project.akad}</Badge>
        <h3 className={styles.name}>{project.nama}</h3>
        <p className={styles.address}>{project.alamat}</p>
      </div>
      <FactList
        layout="grid"
        facts={[
          {
            term: intl.formatMessage(messages.pricePerPackage),
            value: formatCurrency(project.harga_paket),
          },
          { term: intl.formatMessage(messages.slotsLeft), value: formatNumber(project.sisa_paket) },
          {
            term: intl.formatMessage(messages.yield),
            value: intl.formatMessage(messages.yieldValue, {
              rate: formatRate(project.imbal_hasil),
            }),
          },
          {
            term: intl.formatMessage(messages.tenor),
            value: intl.formatMessage(messages.tenorValue, { months: formatNumber(project.tenor) }),
          },
          {
            term: intl.formatMessage(messages.daysLeft),
            value: intl.formatMessage(messages.daysLeftValue, {
              days: formatNumber(project.dayleft),
            }),
          },
        ]}
      />
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
