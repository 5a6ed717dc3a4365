// getLenderTax answers shared by the tax route's tests and stories. Each month's figures are the sums
// of its payments and the annual figures the sums of the months, as the server answers.
import type { LenderTaxMonth, LenderTaxResponse, TaxKind } from '@pendana/api-sdk';

const RATE = { PPh23: 15, PPh26: 20 } as const;

function month(period: string, grosses: number[], kind: TaxKind): LenderTaxMonth {
  const payments = grosses.map((gross, index) => {
    const withheld = Math.floor((gross * RATE[kind]) / 100);
    return {
      tanggal_bayar: `${period}-0${index + 1}T10:00:00+07:00`,
      pendanaan_id: 301 + index,
      nama_proyek: `Proyek ${index + 1}`,
      bulan: 3,
      gross,
      tax_kind: kind,
      tax_rate_percent: RATE[kind],
      withheld,
      net: gross - withheld,
    };
  });
  const sum = (key: 'gross' | 'withheld' | 'net') =>
    payments.reduce((total, payment) => total + payment[key], 0);
  return { period, gross: sum('gross'), withheld: sum('withheld'), net: sum('net'), payments };
}

export function taxYear(kind: TaxKind, year = 2025): LenderTaxResponse {
  const months =
    kind === 'PPh23'
      ? [
          month(`${year}-03`, [70_000], kind),
          month(`${year}-04`, [70_000, 12_345], kind),
          month(`${year}-12`, [125_000], kind),
        ]
      : [month(`${year}-05`, [80_000], kind), month(`${year}-06`, [80_000], kind)];
  const sum = (key: 'gross' | 'withheld' | 'net') =>
    months.reduce((total, item) => total + item[key], 0);
  return {
    data: {
      year,
      years: [year],
      tax_kind: kind,
      tax_rate_percent: RATE[kind],
      taxpayer:
        kind === 'PPh23'
          ? {
              name: 'Siti Rahmawati',
              id_label: 'NIK',
              id_masked: '************0123',
              npwp_masked: '***********4567',
            }
          : { name: 'John Smith', id_label: 'Paspor', id_masked: '****4567', npwp_masked: null },
      months,
      annual: {
        gross: sum('gross'),
        withheld: sum('withheld'),
        net: sum('net'),
        outstanding_principal: 7_000_000,
        as_of: `${year}-12-31`,
      },
    },
  };
}

/** A year without any payment. */
export const EMPTY_YEAR: LenderTaxResponse = {
  data: {
    ...taxYear('PPh23', 2024).data,
    years: [],
    months: [],
    annual: { gross: 0, withheld: 0, net: 0, outstanding_principal: 0, as_of: '2024-12-31' },
  },
};
