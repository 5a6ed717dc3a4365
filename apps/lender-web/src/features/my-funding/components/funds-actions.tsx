// Add funds (tambah-pendanaan-new) and take funds (ambil-pendanaan) of one funding, while its project
// raises funds: the packages form of the money-action capability (adding never above the slots left
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

export function FundsActions({ funding, topUpPath }: { funding: FundingItem; topUpPath: string }) {
  const intl = useIntl();
  const project = useGetProjectDetail({ id_proyek: funding.proyek_id });
  const add = useFundsAction(addFunds);
  const take = useFundsAction(takeFunds);
  const topUp = (
    <Button asChild variant="outline">
      <Link to={topUpPath}>{intl.formatMessage(packagesMessages.topUp)}</Link>
    </Button>
  );
  const held = {
    max: funding.jumlah_paket,
    by: 'slots' as const,
    affordable: funding.jumlah_paket,
  };
  return (
    <div className={styles.root}>
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
                submitLabel={intl.formatMessage(messages.addSubmit)}
                onSubmit={(paket) => add.start({ id_pendanaan: funding.id, paket })}
              />
            );
          }}
        </DataScreen>
      </section>
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
