// The project drawer's content (newProyek/detil): the facts, the period, the payout rhythm, the
// owner's texts (sanitized HTML) and, while the project raises funds, the checkout.
import { useIntl } from 'react-intl';
import { ProjectStatus, useGetProjectDetail, type ProjectDetail } from '@pendana/api-sdk';
import { Alert } from '@pendana/design-system/components/alert';
import { Progress } from '@pendana/design-system/components/progress';
import {
  formatCurrency,
  formatDate,
  formatNumber,
  formatRate,
} from '@pendana/design-system/formatters';
import { css } from '@pendana/design-system/styled-system/css';
import type { Locale } from '../../../i18n/locale';
import { FactList } from '../../../lib/fact-list';
import { SafeHtml } from '../../../lib/safe-html';
import { DataScreen } from '../../../lib/screen';
import { cardMessages, detailMessages as messages } from '../messages';
import { CheckoutPanel, type CheckoutLinks } from './checkout-panel';

const styles = {
  root: css({ display: 'grid', gap: '5', minW: '0' }),
  image: css({ width: 'full', borderRadius: 'md', aspectRatio: '16 / 9', objectFit: 'cover' }),
  section: css({ display: 'grid', gap: '2', minW: '0', overflowWrap: 'anywhere' }),
  sectionTitle: css({ textStyle: 'h3' }),
};

function Facts({ project, locale }: { project: ProjectDetail; locale: Locale }) {
  const intl = useIntl();
  const rows: [string, string][] = [
    [intl.formatMessage(messages.address), project.alamat],
    [intl.formatMessage(cardMessages.pricePerPackage), formatCurrency(project.harga_paket)],
    [intl.formatMessage(cardMessages.slotsLeft), formatNumber(project.sisa_paket)],
    [
      intl.formatMessage(cardMessages.yield),
      intl.formatMessage(cardMessages.yieldValue, { rate: formatRate(project.imbal_hasil) }),
    ],
    [
      intl.formatMessage(cardMessages.tenor),
      intl.formatMessage(cardMessages.tenorValue, { months: formatNumber(project.tenor) }),
    ],
    [
      intl.formatMessage(messages.payout),
      project.interval > 0
        ? intl.formatMessage(messages.payoutEvery, { months: formatNumber(project.interval) })
        : intl.formatMessage(messages.payoutEnd),
    ],
    [
      intl.formatMessage(messages.fundraisingEnds),
      formatDate(project.tgl_selesai_penggalangan, locale),
    ],
    [
      intl.formatMessage(messages.period),
      `${formatDate(project.tgl_mulai, locale)} – ${formatDate(project.tgl_selesai, locale)}`,
    ],
  ];
  return <FactList layout="rows" facts={rows.map(([term, value]) => ({ term, value }))} />;
}

export function ProjectDetailView({
  id,
  locale,
  links,
}: {
  id: number;
  locale: Locale;
  links: CheckoutLinks;
}) {
  const intl = useIntl();
  const query = useGetProjectDetail({ id_proyek: id });
  return (
    <DataScreen query={query}>
      {({ data: project }) => (
        <div className={styles.root}>
          {project.image_url ? (
            <img className={styles.image} src={project.image_url} alt="" />
          ) : null}
          <Progress
            label={intl.formatMessage(cardMessages.collected, {
              percent: formatRate(project.terkumpul),
            })}
            value={project.terkumpul}
            max={100}
          />
          <Facts project={project} locale={locale} />
          {project.status === ProjectStatus.ACTIVE ? (
            <CheckoutPanel project={project} links={links} />
          ) : (
            <Alert status="info">{intl.formatMessage(messages.notOpen)}</Alert>
          )}
          {(
            [
              [messages.description, project.deskripsi],
              [messages.owner, project.pemilik],
              [messages.legal, project.legalitas],
              [messages.simulation, project.simulasi],
            ] as const
          ).map(([title, html]) =>
            html ? (
              <section key={title.id} className={styles.section}>
                <h3 className={styles.sectionTitle}>{intl.formatMessage(title)}</h3>
                <SafeHtml html={html} />
              </section>
            ) : null,
          )}
        </div>
      )}
    </DataScreen>
  );
}
