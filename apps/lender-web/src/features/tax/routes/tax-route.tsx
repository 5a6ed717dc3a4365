// Tax documents `/dashboard/tax` (getLenderTax): for a year, the tax kind and rate
// with what they mean (PPh 23 15 % residents, PPh 26 20 % or a treaty rate for non-residents, PMK
// 69/2022) and the read-only tax residency's basis (set by verification, not the profile), the annual
// summary (gross, withheld, net, principal at 31 December) with its PDF/CSV, and each withholding slip
// (one per month and tax kind withheld: a month in which the residency changed has two) with its
// PDF/CSV. Figures are the server's, shown as they are.
import { useIntl } from 'react-intl';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { downloadLenderTax, useGetLenderTax, type LenderTaxResponseData } from '@pendana/api-sdk';
import { Button } from '@pendana/design-system/components/button';
import { NativeSelect } from '@pendana/design-system/components/native-select';
import {
  formatCurrency,
  formatDate,
  formatMonth,
  formatNumber,
} from '@pendana/design-system/formatters';
import { css } from '@pendana/design-system/styled-system/css';
import { localeFromPath, localizePath } from '../../../i18n/locale';
import { cardGrid, FactList, surface } from '../../../lib/fact-list';
import { jakartaYear } from '../../../lib/jakarta-month';
import { DataScreen, DocumentDownload, ScreenPage } from '../../../lib/screen';
import { taxMessages as messages } from '../messages';

const styles = {
  section: css({ display: 'grid', gap: '3', minW: '0' }),
  heading: css({ textStyle: 'h2' }),
  name: css({ textStyle: 'h3' }),
  list: cardGrid,
  downloads: css({ display: 'flex', flexWrap: 'wrap', gap: '3' }),
  picker: css({ maxW: '16rem' }),
};

const KIND_NAME = { PPh23: 'PPh 23', PPh26: 'PPh 26' } as const;

function TaxDocuments({ data }: { data: LenderTaxResponseData }) {
  const intl = useIntl();
  const locale = localeFromPath(useLocation().pathname);
  const year = String(data.year);
  const monthName = (period: string) => formatMonth(period, locale);
  const idLabel = {
    NIK: messages.idNik,
    Paspor: messages.idPaspor,
    NPWP: messages.idNpwp,
  }[data.taxpayer.id_label];
  const notOnFile = intl.formatMessage(messages.notOnFile);
  return (
    <>
      <section className={styles.section} aria-labelledby="tax-annual-heading">
        <h2 id="tax-annual-heading" className={styles.heading}>
          {intl.formatMessage(messages.annualHeading, { year })}
        </h2>
        <div className={surface}>
          <FactList
            layout="rows"
            facts={[
              {
                term: intl.formatMessage(messages.taxpayer),
                value: data.taxpayer.name,
              },
              {
                term: intl.formatMessage(idLabel),
                value: data.taxpayer.id_masked ?? notOnFile,
              },
              ...(data.taxpayer.id_label === 'NPWP'
                ? []
                : [
                    {
                      term: intl.formatMessage(messages.npwp),
                      value: data.taxpayer.npwp_masked ?? notOnFile,
                    },
                  ]),
              {
                term: intl.formatMessage(messages.gross),
                value: formatCurrency(data.annual.gross),
              },
              {
                term: intl.formatMessage(messages.withheld),
                value: formatCurrency(data.annual.withheld),
              },
              { term: intl.formatMessage(messages.net), value: formatCurrency(data.annual.net) },
              {
                term: intl.formatMessage(messages.outstanding, {
                  date: formatDate(data.annual.as_of, locale),
                }),
                value: formatCurrency(data.annual.outstanding_principal),
              },
            ]}
          />
          <div className={styles.downloads}>
            {(['pdf', 'csv'] as const).map((format) => (
              <DocumentDownload
                key={format}
                label={intl.formatMessage(
                  format === 'pdf' ? messages.annualPdf : messages.annualCsv,
                  { year },
                )}
                fileName={intl.formatMessage(messages.annualFile, { year, ext: format })}
                request={(options) =>
                  downloadLenderTax({ kind: 'annual', period: year, format }, options)
                }
              />
            ))}
          </div>
        </div>
      </section>
      <section className={styles.section} aria-labelledby="tax-months-heading">
        <h2 id="tax-months-heading" className={styles.heading}>
          {intl.formatMessage(messages.monthsHeading)}
        </h2>
        <p>{intl.formatMessage(messages.monthsIntro)}</p>
        <ul className={styles.list}>
          {data.slips.map((slip) => {
            const name = monthName(slip.period);
            const kind = KIND_NAME[slip.tax_kind];
            return (
              <li key={`${slip.period}-${slip.tax_kind}`} className={surface}>
                <h3 className={styles.name}>
                  {intl.formatMessage(messages.slipHeading, { month: name, kind })}
                </h3>
                <p>
                  {intl.formatMessage(messages.payments, {
                    count: formatNumber(slip.payments.length),
                  })}
                </p>
                <FactList
                  layout="grid"
                  facts={[
                    {
                      term: intl.formatMessage(messages.gross),
                      value: formatCurrency(slip.gross),
                    },
                    {
                      term: intl.formatMessage(messages.withheld),
                      value: formatCurrency(slip.withheld),
                    },
                    { term: intl.formatMessage(messages.net), value: formatCurrency(slip.net) },
                  ]}
                />
                <div className={styles.downloads}>
                  {(['pdf', 'csv'] as const).map((format) => (
                    <DocumentDownload
                      key={format}
                      label={intl.formatMessage(
                        format === 'pdf' ? messages.slipPdf : messages.slipCsv,
                        { month: name, kind },
                      )}
                      fileName={intl.formatMessage(messages.slipFile, {
                        period: slip.period,
                        kind: slip.tax_kind.toLowerCase(),
                        ext: format,
                      })}
                      request={(options) =>
                        downloadLenderTax(
                          { kind: 'slip', period: slip.period, tax_kind: slip.tax_kind, format },
                          options,
                        )
                      }
                    />
                  ))}
                </div>
              </li>
            );
          })}
        </ul>
      </section>
    </>
  );
}

function TaxKindNote({ data }: { data: LenderTaxResponseData }) {
  const intl = useIntl();
  // Basis points → percent for the text (1500 → 15, 1250 → 12,5, 1225 → 12,25).
  const bp = data.tax_rate_bp;
  const rate = formatNumber(bp / 100, { decimals: bp % 100 === 0 ? 0 : bp % 10 === 0 ? 1 : 2 });
  const { residency } = data;
  const country = residency.treaty_country
    ? (intl.formatDisplayName(residency.treaty_country, { type: 'region' }) ??
      residency.treaty_country)
    : '';
  return (
    <section className={surface} aria-labelledby="tax-kind-heading">
      <h2 id="tax-kind-heading" className={styles.name}>
        {intl.formatMessage(messages.kindTitle, {
          kind: KIND_NAME[data.tax_kind],
          rate,
        })}
      </h2>
      <p>
        {intl.formatMessage(data.tax_kind === 'PPh23' ? messages.kindPph23 : messages.kindPph26, {
          rate,
        })}
      </p>
      <p>{intl.formatMessage(messages.basis, { basis: residency.basis, country })}</p>
    </section>
  );
}

export function TaxRoute() {
  const intl = useIntl();
  const locale = localeFromPath(useLocation().pathname);
  const [search, setSearch] = useSearchParams();
  const asked = Number(search.get('year'));
  const year =
    Number.isInteger(asked) && asked >= 2000 && asked <= jakartaYear() ? asked : undefined;
  const query = useGetLenderTax(year === undefined ? undefined : { year });
  const shownYear = query.data?.data.year ?? year ?? jakartaYear();
  const years = [...new Set([jakartaYear(), shownYear, ...(query.data?.data.years ?? [])])].sort(
    (a, b) => b - a,
  );
  return (
    <ScreenPage
      title={intl.formatMessage(messages.title)}
      intro={intl.formatMessage(messages.intro)}
    >
      <div className={styles.picker}>
        <NativeSelect
          label={intl.formatMessage(messages.year)}
          value={String(shownYear)}
          onValueChange={(value) => {
            const next = new URLSearchParams(search);
            next.set('year', value);
            setSearch(next, { replace: true });
          }}
          options={years.map((item) => ({ value: String(item), label: String(item) }))}
        />
      </div>
      <DataScreen
        query={{ ...query, data: query.data?.data }}
        isEmpty={(data) => data.months.length === 0}
        empty={{
          title: intl.formatMessage(messages.emptyTitle, { year: String(shownYear) }),
          description: intl.formatMessage(messages.emptyBody),
          action: (
            <Button asChild>
              <Link to={localizePath('/dashboard/search-for-funding', locale)}>
                {intl.formatMessage(messages.toSearch)}
              </Link>
            </Button>
          ),
        }}
      >
        {(data) => (
          <>
            <TaxKindNote data={data} />
            <TaxDocuments data={data} />
          </>
        )}
      </DataScreen>
    </ScreenPage>
  );
}
