// The ownership simulation's form: a type and a purpose from the server's lists, the price (at least
// Rp 1.000.000, as the contract), a down payment below the price, a tenor of 6–360 months. The server
// checks the rest (the purpose's minimum share, its maximum tenor) and its 422 lands on the fields.
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import * as z from 'zod/mini';
import type { OwnershipSimulationRequest } from '@pendana/api-sdk';
import { requiredText, VALIDATION_IDS } from '@pendana/forms';

export interface SimulationValues {
  tipe_pendanaan: string;
  tujuan_pendanaan: string;
  harga: string;
  uang_muka: string;
  tenor: string;
}

export const EMPTY_SIMULATION: SimulationValues = {
  tipe_pendanaan: '',
  tujuan_pendanaan: '',
  harga: '',
  uang_muka: '',
  tenor: '',
};

export const MIN_PRICE = 1_000_000;
export const TENOR = { min: 6, max: 360 } as const;

const digits = requiredText().check(
  z.regex(/^\d+$/, { error: VALIDATION_IDS.digitsOnly, abort: true }),
);

const schema = z
  .object({
    tipe_pendanaan: requiredText(),
    tujuan_pendanaan: requiredText(),
    harga: digits.check(
      z.refine((value) => Number(value) >= MIN_PRICE, { error: 'simulation.form.priceMin' }),
    ),
    uang_muka: digits,
    tenor: digits.check(
      z.refine((value) => Number(value) >= TENOR.min && Number(value) <= TENOR.max, {
        error: 'simulation.form.tenorRange',
      }),
    ),
  })
  .check(
    z.refine((values) => Number(values.uang_muka) < Number(values.harga), {
      error: 'simulation.form.downPaymentTooHigh',
      path: ['uang_muka'],
    }),
  );

export const simulationResolver = zodResolver(schema) as unknown as Resolver<SimulationValues>;

export const simulationRequest = (values: SimulationValues): OwnershipSimulationRequest => ({
  tipe_pendanaan: Number(values.tipe_pendanaan),
  tujuan_pendanaan: Number(values.tujuan_pendanaan),
  harga: Number(values.harga),
  uang_muka: Number(values.uang_muka),
  tenor: Number(values.tenor),
});
