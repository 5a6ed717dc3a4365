// The funding simulator (newSimulation/listAll): a project open for funding and a number of packages
// → "Hitung" → the result dialog (spec §2): the amount, a month's yield and the yield over the tenor,
// with the formula in words. Estimates from the server's multipliers (utils/funding-estimate).
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useListSimulationProjects } from '@pendana/api-sdk';
import { Button } from '@pendana/design-system/components/button';
import { Dialog } from '@pendana/design-system/components/dialog';
import { NumberField } from '@pendana/design-system/components/number-field';
import { Select } from '@pendana/design-system/components/select';
import { formatCurrency, formatNumber, formatRate } from '@pendana/design-system/formatters';
import { css } from '@pendana/design-system/styled-system/css';
import { commonMessages } from '../../../i18n/common-messages';
import { FactList } from '../../../lib/fact-list';
import { DataScreen } from '../../../lib/screen';
import { fundingMessages as messages, resultMessages, simulationMessages } from '../messages';
import { fundingEstimate } from '../utils/funding-estimate';

const styles = {
  root: css({ display: 'grid', gap: '4', maxW: '2xl', minW: '0' }),
  result: css({ display: 'grid', gap: '4', minW: '0' }),
};

export function FundingSimulator() {
  const intl = useIntl();
  const query = useListSimulationProjects();
  const [projectId, setProjectId] = useState('');
  const [typed, setTyped] = useState('1');
  const [asked, setAsked] = useState(false);
  const [shown, setShown] = useState(false);
  return (
    <div className={styles.root}>
      <p>{intl.formatMessage(messages.intro)}</p>
      <DataScreen
        query={query}
        errorText={() => intl.formatMessage(simulationMessages.somethingWrong)}
        isEmpty={(data) => data.dataProyekAktif.length === 0}
        empty={{ title: intl.formatMessage(messages.noProjects) }}
      >
        {(data) => {
          const project = data.dataProyekAktif.find((item) => String(item.id) === projectId);
          const paket = Number(typed);
          const valid = Number.isInteger(paket) && paket >= 1;
          const estimate = project && valid ? fundingEstimate(project, paket) : null;
          return (
            <>
              <Select
                label={intl.formatMessage(messages.project)}
                placeholder={intl.formatMessage(messages.choose)}
                value={projectId}
                onValueChange={setProjectId}
                error={asked && !project ? intl.formatMessage(messages.projectRequired) : undefined}
                options={data.dataProyekAktif.map((item) => ({
                  value: String(item.id),
                  label: item.nama,
                }))}
              />
              <NumberField
                label={intl.formatMessage(messages.packages)}
                value={typed}
                onValueChange={setTyped}
                error={
                  typed !== '' && !valid ? intl.formatMessage(messages.packagesInvalid) : undefined
                }
                maxDigits={5}
              />
              <div>
                <Button
                  onClick={() => {
                    setAsked(true);
                    if (estimate) setShown(true);
                  }}
                >
                  {intl.formatMessage(messages.calculate)}
                </Button>
              </div>
              <Dialog
                open={shown && project !== undefined && estimate !== null}
                onOpenChange={(open) => {
                  if (!open) setShown(false);
                }}
                title={intl.formatMessage(messages.resultHeading)}
                closeLabel={intl.formatMessage(commonMessages.close)}
                footer={
                  <Button onClick={() => setShown(false)}>
                    {intl.formatMessage(resultMessages.close)}
                  </Button>
                }
              >
                {project && estimate ? (
                  <div className={styles.result}>
                    <FactList
                      layout="rows"
                      facts={[
                        {
                          term: intl.formatMessage(messages.project),
                          value: project.nama,
                        },
                        {
                          term: intl.formatMessage(messages.amount),
                          value: formatCurrency(estimate.amount),
                        },
                        {
                          term: intl.formatMessage(messages.monthly),
                          value: formatCurrency(estimate.monthly),
                        },
                        {
                          term: intl.formatMessage(messages.total),
                          value: formatCurrency(estimate.total),
                        },
                      ]}
                    />
                    <p>
                      {intl.formatMessage(messages.formula, {
                        packages: formatNumber(paket),
                        price: formatCurrency(project.harga_paket),
                        amount: formatCurrency(estimate.amount),
                        rate: formatRate(project.imbal_hasil),
                        monthly: formatCurrency(estimate.monthly),
                        months: formatNumber(project.tenor),
                        total: formatCurrency(estimate.total),
                      })}
                    </p>
                  </div>
                ) : null}
              </Dialog>
            </>
          );
        }}
      </DataScreen>
    </div>
  );
}
