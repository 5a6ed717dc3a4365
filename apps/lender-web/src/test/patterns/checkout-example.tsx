// The real usage that proves the money action, shared by its story and its test: checkout of a
// project (spec §4 "Project checkout": password modal → verified → checkout_new → success modal, the
// server's text as an 8-second toast) through the SDK.
import { useState } from 'react';
import { checkoutProject, type CheckoutRequest, type CheckoutResult } from '@pendana/api-sdk';
import { Button } from '@pendana/design-system/components/button';
import { TextField } from '@pendana/design-system/components/text-field';
import { formatCurrency } from '@pendana/design-system/formatters';
import { MoneyActionDialogs, useMoneyAction } from '../../capabilities/money-action';

export interface CheckoutExampleProps {
  texts: { packages: string; fund: string; title: string; topUp: string };
  /** The price of one package of project 17 in the SDK's examples. */
  price?: number;
}

export function CheckoutExample({ texts, price = 1_000_000 }: CheckoutExampleProps) {
  const [paket, setPaket] = useState('2');
  const action = useMoneyAction<CheckoutRequest, CheckoutResult>({
    mutate: (input, request) => checkoutProject(input, request),
  });
  return (
    <>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          action.start({ id_proyek: 17, paket: Number(paket) });
        }}
      >
        <TextField
          label={texts.packages}
          inputMode="numeric"
          value={paket}
          onChange={(event) => setPaket(event.target.value.replace(/\D/g, ''))}
        />
        <Button type="submit">{texts.fund}</Button>
      </form>
      <MoneyActionDialogs
        action={action}
        title={texts.title}
        summary={(input) => formatCurrency(input.paket * price)}
        resultActions={(outcome) =>
          outcome.ok || !/dana tidak cukup/i.test(outcome.text) ? null : (
            <Button variant="outline">{texts.topUp}</Button>
          )
        }
      />
    </>
  );
}
