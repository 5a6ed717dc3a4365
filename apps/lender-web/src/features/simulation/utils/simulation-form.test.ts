import { describe, expect, it } from 'vitest';
import { simulationRequest, simulationResolver, type SimulationValues } from './simulation-form';

const valid: SimulationValues = {
  tipe_pendanaan: '1',
  tujuan_pendanaan: '2',
  harga: '500000000',
  uang_muka: '100000000',
  tenor: '120',
};

const errorsOf = async (values: SimulationValues) => {
  const result = await simulationResolver(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return Object.fromEntries(
    Object.entries(result.errors).map(([field, error]) => [
      field,
      (error as { message?: string }).message,
    ]),
  );
};

describe('the ownership simulation form', () => {
  it('accepts the contract example and sends numbers', async () => {
    expect(await errorsOf(valid)).toEqual({});
    expect(simulationRequest(valid)).toEqual({
      tipe_pendanaan: 1,
      tujuan_pendanaan: 2,
      harga: 500_000_000,
      uang_muka: 100_000_000,
      tenor: 120,
    });
  });
  it('refuses a price under Rp 1.000.000, a down payment not below the price, a tenor out of 6–360', async () => {
    expect(await errorsOf({ ...valid, harga: '999999', uang_muka: '0' })).toEqual({
      harga: 'simulation.form.priceMin',
    });
    expect(await errorsOf({ ...valid, uang_muka: '500000000' })).toEqual({
      uang_muka: 'simulation.form.downPaymentTooHigh',
    });
    expect(await errorsOf({ ...valid, tenor: '5' })).toEqual({
      tenor: 'simulation.form.tenorRange',
    });
    expect(await errorsOf({ ...valid, tenor: '361' })).toEqual({
      tenor: 'simulation.form.tenorRange',
    });
  });
});
