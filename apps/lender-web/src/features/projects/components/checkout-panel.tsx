// Checkout of a project in its drawer (spec §4 "Project checkout"): the number of packages, never more
// than the slots left or the balance allows (the limit that applies is named), then the money action:
// password (verifyPassword) → checkout_new under an Idempotency-Key → result dialog → 8-second toast
// (§8). A balance short of one package leads to top up, not to an error. Or sign the agreement first:
// the packages are held while the lender signs, then the held packages are funded (the checkout
// consumes the hold; to change the count the lender releases it).
import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import {
  checkoutProject,
  type CheckoutRequest,
  type CheckoutResult,
  type ProjectDetail,
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
} from '../../../capabilities/money-action';
import {
  HeldAgreement,
  preCheckoutMessages,
  SignFirst,
  usePreCheckout,
} from '../../../capabilities/signing';
import { PlatformHealthWarning } from '../../../capabilities/platform-health';
import { checkoutMessages as messages } from '../messages';

/** The server's refusal for a balance short of the order (id and en texts of lender-api). */
const NOT_ENOUGH_FUNDS = /tidak mencukupi|not enough/i;

const styles = {
  form: css({ display: 'grid', gap: '3' }),
  heading: css({ textStyle: 'h3' }),
  line: css({ display: 'flex', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap' }),
  strong: css({ fontWeight: 'semibold' }),
  muted: css({ color: 'fg.muted' }),
};

export interface CheckoutLinks {
  topUp: string;
  myFunding: string;
}

export function CheckoutPanel({
  project,
  links,
}: {
  project: ProjectDetail;
  links: CheckoutLinks;
}) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const limit = packageLimit({
    slotsLeft: project.sisa_paket,
    price: project.harga_paket,
    balance: project.tidak_teralokasi,
  });
  const preCheckout = usePreCheckout(project.id);
  const concentration = useConcentration(project.id);
  const held = preCheckout.record;
  const action = useMoneyAction<CheckoutRequest, CheckoutResult>({
    mutate: (input, request) => checkoutProject(input, request),
    onSuccess: () => {
      // The checkout consumed the hold, if any; balance, lists, slots and portfolio all moved.
      preCheckout.forget();
      void queryClient.invalidateQueries();
    },
  });
  const topUp = (
    <Button asChild variant="outline">
      <Link to={links.topUp}>{intl.formatMessage(packagesMessages.topUp)}</Link>
    </Button>
  );
  const header = (
    <>
      <h3 id="checkout-heading" className={styles.heading}>
        {intl.formatMessage(messages.heading)}
      </h3>
      <p className={styles.line}>
        <span>{intl.formatMessage(messages.balance)}</span>
        <span className={styles.strong}>{formatCurrency(project.tidak_teralokasi ?? 0)}</span>
      </p>
      {/* The platform's TWP90 above 5 % is said before money is committed. */}
      <PlatformHealthWarning />
    </>
  );

  return (
    <section aria-labelledby="checkout-heading">
      {held ? (
        <div className={styles.form}>
          {header}
          <HeldAgreement preCheckout={preCheckout} record={held} />
          <Button onClick={() => action.start({ id_proyek: project.id, paket: held.paket })}>
            {intl.formatMessage(preCheckoutMessages.fundHeld, {
              amount: formatCurrency(held.paket * project.harga_paket),
            })}
          </Button>
          <p className={styles.muted}>{intl.formatMessage(preCheckoutMessages.changeCount)}</p>
        </div>
      ) : (
        <PackagesForm
          header={header}
          limit={limit}
          price={project.harga_paket}
          topUp={topUp}
          concentration={concentration}
          submitLabel={intl.formatMessage(messages.submit)}
          onSubmit={(paket) => action.start({ id_proyek: project.id, paket })}
          extra={(withCount) => (
            <SignFirst
              preCheckout={preCheckout}
              onSign={(provider) =>
                withCount((paket) => preCheckout.start.mutate({ provider, paket }))
              }
            />
          )}
        >
          {(count) => (
            <p className={styles.line}>
              <span>{intl.formatMessage(messages.total)}</span>
              <span className={styles.strong}>{formatCurrency(count * project.harga_paket)}</span>
            </p>
          )}
        </PackagesForm>
      )}
      <MoneyActionDialogs
        action={action}
        title={intl.formatMessage(messages.confirmTitle)}
        summary={(input) =>
          intl.formatMessage(packagesMessages.summary, {
            count: formatNumber(input.paket),
            amount: formatCurrency(input.paket * project.harga_paket),
          })
        }
        resultActions={(outcome) =>
          outcome.ok ? (
            <Button asChild variant="outline">
              <Link to={links.myFunding}>{intl.formatMessage(messages.toMyFunding)}</Link>
            </Button>
          ) : NOT_ENOUGH_FUNDS.test(outcome.text) ? (
            topUp
          ) : null
        }
      />
    </section>
  );
}
