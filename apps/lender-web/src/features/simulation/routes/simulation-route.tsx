// Simulation `/dashboard/simulation?kind=ownership|funding` (menu): the ownership
// financing — the types and purposes (masterSimulasiPengajuan), the price, down payment and tenor
// checked first, the server's answer (getResultSimulationKepemilikan) in a result dialog, its 422 on
// the fields — and the funding simulator over the projects raising funds (newSimulation/listAll).
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import {
  simulateOwnership,
  useGetSimulationMasters,
  type OwnershipSimulationRequest,
  type OwnershipSimulationResult,
} from '@pendana/api-sdk';
import { Alert } from '@pendana/design-system/components/alert';
import { Skeleton } from '@pendana/design-system/components/skeleton';
import { Tabs } from '@pendana/design-system/components/tabs';
import { css } from '@pendana/design-system/styled-system/css';
import {
  applyServerErrors,
  FormMoneyField,
  serverFieldErrors,
  FormSelectField,
  FormTextField,
} from '@pendana/forms';
import { commonMessages } from '../../../i18n/common-messages';
import { errorMessageFor } from '../../../lib/error-message';
import { DataScreen, ScreenPage, useUrlFilters } from '../../../lib/screen';
import { formMessages, simulationMessages as messages } from '../messages';
import {
  EMPTY_SIMULATION,
  simulationRequest,
  simulationResolver,
  type SimulationValues,
} from '../utils/simulation-form';
import { SendButton } from '../../../lib/form-parts';

const styles = {
  intro: css({ color: 'fg.muted' }),
  part: css({ display: 'grid', gap: '4', minW: '0' }),
  form: css({
    display: 'grid',
    gap: '4',
    maxW: '2xl',
    gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
  }),
  actions: css({ gridColumn: { md: '1 / -1' } }),
};

// The funding tab (its project list, Select, NumberField and dialog) loads when it is first shown
// (the tabs mount their content lazily) and the ownership result's dialog when a first result comes
// back, not with the form (bundle budgets).
const FundingSimulator = lazy(() =>
  import('../components/funding-simulator').then((m) => ({ default: m.FundingSimulator })),
);
const SimulationResult = lazy(() =>
  import('../components/simulation-result').then((m) => ({ default: m.SimulationResult })),
);

const FIELDS = ['tipe_pendanaan', 'tujuan_pendanaan', 'harga', 'uang_muka', 'tenor'] as const;

function OwnershipSimulation() {
  const intl = useIntl();
  const masters = useGetSimulationMasters();
  const [shown, setShown] = useState<{
    asked: OwnershipSimulationRequest;
    result: OwnershipSimulationResult;
  } | null>(null);
  // Mounted from the first result on, then kept (its dialog opens and closes as before).
  const [resultMounted, setResultMounted] = useState(false);
  if (shown && !resultMounted) setResultMounted(true);
  const { control, handleSubmit, setError } = useForm<SimulationValues>({
    defaultValues: EMPTY_SIMULATION,
    resolver: simulationResolver,
  });
  const simulate = useMutation({
    mutationFn: (asked: OwnershipSimulationRequest) => simulateOwnership(asked),
    onSuccess: (result, asked) => setShown({ asked, result }),
    onError: (error) => applyServerErrors(error, setError, { fields: FIELDS }),
  });
  return (
    <div className={styles.part}>
      <p className={styles.intro}>{intl.formatMessage(messages.intro)}</p>
      <DataScreen query={masters} errorText={() => intl.formatMessage(messages.somethingWrong)}>
        {(data) => (
          <form
            noValidate
            className={styles.form}
            onSubmit={handleSubmit((values) => simulate.mutate(simulationRequest(values)))}
          >
            <FormSelectField
              control={control}
              name="tipe_pendanaan"
              label={intl.formatMessage(formMessages.type)}
              placeholder={intl.formatMessage(formMessages.choose)}
              options={data.data_tipe_pendanaan.map((o) => ({
                value: String(o.id),
                label: o.nama,
              }))}
              required
            />
            <FormSelectField
              control={control}
              name="tujuan_pendanaan"
              label={intl.formatMessage(formMessages.purpose)}
              placeholder={intl.formatMessage(formMessages.choose)}
              options={data.data_tujuan_pendanaan.map((o) => ({
                value: String(o.id),
                label: o.nama,
              }))}
              required
            />
            <FormMoneyField
              control={control}
              name="harga"
              label={intl.formatMessage(formMessages.price)}
              required
            />
            <FormMoneyField
              control={control}
              name="uang_muka"
              label={intl.formatMessage(formMessages.downPayment)}
              required
            />
            <FormTextField
              control={control}
              name="tenor"
              inputMode="numeric"
              label={intl.formatMessage(formMessages.tenor)}
              hint={intl.formatMessage(formMessages.tenorHint)}
              required
            />
            {simulate.error && Object.keys(serverFieldErrors(simulate.error)).length === 0 ? (
              <Alert status="danger" className={styles.actions}>
                {errorMessageFor(simulate.error, intl)}
              </Alert>
            ) : null}
            <div className={styles.actions}>
              <SendButton
                loading={simulate.isPending}
                loadingLabel={intl.formatMessage(commonMessages.loading)}
              >
                {intl.formatMessage(formMessages.submit)}
              </SendButton>
            </div>
          </form>
        )}
      </DataScreen>
      {resultMounted ? (
        <Suspense fallback={null}>
          <SimulationResult
            asked={shown?.asked ?? null}
            result={shown?.result ?? null}
            onClose={() => setShown(null)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

const KINDS = ['ownership', 'funding'] as const;

export function SimulationRoute() {
  const intl = useIntl();
  const { filters, setFilters } = useUrlFilters({ kind: 'ownership' });
  const kind = (KINDS as readonly string[]).includes(filters.kind) ? filters.kind : 'ownership';
  const title = intl.formatMessage(messages.title);
  return (
    <ScreenPage title={title}>
      <Tabs
        label={intl.formatMessage(messages.tabs)}
        value={kind}
        onValueChange={(next) => setFilters({ kind: next })}
        items={[
          {
            value: 'ownership',
            label: intl.formatMessage(messages.tabOwnership),
            content: <OwnershipSimulation />,
          },
          {
            value: 'funding',
            label: intl.formatMessage(messages.tabFunding),
            content: (
              <Suspense fallback={<Skeleton lines={3} height="1.25rem" />}>
                <FundingSimulator />
              </Suspense>
            ),
          },
        ]}
      />
    </ScreenPage>
  );
}
