// Add funds (tambah-pendanaan-new) and take funds (ambil-pendanaan) of one funding, while its project
// raises funds (take funds alone while it reads full only by other lenders' holds): the packages form of the money-action capability (adding never above the slots left
// or the balance; taking never above the packages held), then password → call → result → 8 s toast
// with the server's text or 'Tambah Dana Berhasil' (spec §8).
import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import {
  addFunds,
  takeFunds,
  useGetProjectDetail,
  type FundingItem,
  type FundsChangeRequest,
  type FundsChangeResult,
} from '@pendana/api-sdk';
import { Button } from '@pendana/design-system/components/button';
import { formatCurrency, formatNumber } from '@pendana/design-system/formatters';
import { css } from '@pendana/design-system/styled-system/css';
import {
  MoneyActionDialogs,
  packageLimit,
  PackagesForm,
  packagesMessages,
  useConcentration,
  useMoneyAction,
  type MoneyAction,
} from '../../../capabilities/money-action';
import { DataScreen } from '../../../lib/screen';
import { fundsMessages as messages } from '../messages';

const styles = {
  root: css({ display: 'grid', gap: '5' }),
  heading: css({ textStyle: 'h3' }),
};

function useFundsAction(call: typeof addFunds) {
  const queryClient = useQueryClient();
  return useMoneyAction<FundsChangeRequest, FundsChangeResult>({
    mutate: (input, request) => call(input, request),
    // Balance, the funding's packages, the project's slots and the portfolio all moved.
    onSuccess: () => void queryClient.invalidateQueries(),
  });
}

function Dialogs({
  action,
  title,
  price,
}: {
  action: MoneyAction<FundsChangeRequest, FundsChangeResult>;
  title: string;
  price: number;
}) {
  const intl = useIntl();
  return (
    <MoneyActionDialogs
      action={action}
      title={title}
      summary={(input) =>
        intl.formatMessage(packagesMessages.summary, {
          count: formatNumber(input.paket),
          amount: formatCurrency(input.paket * price),
        })
      }
    />
  );
}

/** Add funds: up to the project's slots left and the balance (read from the project's detail). */
function AddFundsSection({
  funding,
  topUpPath,
  onAdd,
}: {
  funding: FundingItem;
  topUpPath: string;
  onAdd: (paket: number) => void;
}) {
  const intl = useIntl();
  const project = useGetProjectDetail({ id_proyek: funding.proyek_id });
  const concentration = useConcentration(funding.proyek_id);
  const topUp = (
    <Button asChild variant="outline">
      <Link to={topUpPath}>{intl.formatMessage(packagesMessages.topUp)}</Link>
    </Button>
  );
  return (
    <section aria-labelledby="add-funds-heading">
      <DataScreen query={project}>
        {({ data }) => {
          const limit = packageLimit({
            slotsLeft: data.sisa_paket,
            price: funding.harga_paket,
            balance: data.tidak_teralokasi,
          });
          const heading = (
            <h3 id="add-funds-heading" className={styles.heading}>
              {intl.formatMessage(messages.addHeading)}
            </h3>
          );
          return (
            <PackagesForm
              header={heading}
              limit={limit}
              price={funding.harga_paket}
              topUp={topUp}
              concentration={concentration}
              submitLabel={intl.formatMessage(messages.addSubmit)}
              onSubmit={onAdd}
            />
          );
        }}
      </DataScreen>
    </section>
  );
}

/**
 * Add and take funds of one funding. `canAdd` false (the project reads full because other lenders
 * hold its last packages, while taking back stays open: `bisa_ambil_dana`) leaves take funds alone.
 */
export function FundsActions({
  funding,
  topUpPath,
  canAdd,
}: {
  funding: FundingItem;
  topUpPath: string;
  canAdd: boolean;
}) {
  const intl = useIntl();
  const add = useFundsAction(addFunds);
  const take = useFundsAction(takeFunds);
  const held = {
    max: funding.jumlah_paket,
    by: 'slots' as const,
    affordable: funding.jumlah_paket,
  };
  return (
    <div className={styles.root}>
      {canAdd ? (
        <AddFundsSection
          funding={funding}
          topUpPath={topUpPath}
          onAdd={(paket) => add.start({ id_pendanaan: funding.id, paket })}
        />
      ) : null}
      <section aria-labelledby="take-funds-heading">
        <PackagesForm
          header={
            <h3 id="take-funds-heading" className={styles.heading}>
              {intl.formatMessage(messages.takeHeading)}
            </h3>
          }
          limit={held}
          price={funding.harga_paket}
          overSlotsText={(max) => intl.formatMessage(messages.overHeld, { count: max })}
          submitLabel={intl.formatMessage(messages.takeSubmit)}
          onSubmit={(paket) => take.start({ id_pendanaan: funding.id, paket })}
        />
      </section>
      <Dialogs
        action={add}
        title={intl.formatMessage(messages.addTitle)}
        price={funding.harga_paket}
      />
      <Dialogs
        action={take}
        title={intl.formatMessage(messages.takeTitle)}
        price={funding.harga_paket}
      />
    </div>
  );
}
