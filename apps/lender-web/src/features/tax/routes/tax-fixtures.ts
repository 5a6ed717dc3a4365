// getLenderTax answers shared by the tax route's tests and stories. Each slip's figures are the sums
// of its payments, each month's the sums of its slips (plus any yield paid before withholding) and the
// annual figures the sums of the months, as the server answers.
import type { LenderTaxMonth, LenderTaxResponse, LenderTaxSlip, TaxKind } from '@pendana/api-sdk';

/** Rates in basis points of the gross. */
const RATE = { PPh23: 1500, PPh26: 2000 } as const;

function slip(period: string, grosses: number[], kind: TaxKind): LenderTaxSlip {
  const payments = grosses.map((gross, index) => {
    const withheld = Math.floor((gross * RATE[kind]) / 10_000);
    return {
      tanggal_bayar: `${period}-0${index + 1}T10:00:00+07:00`,
      pendanaan_id: 301 + index,
      nama_proyek: `Proyek ${index + 1}`,
      bulan: 3,
      gross,
      tax_kind: kind,
      tax_rate_bp: RATE[kind],
      withheld,
      net: gross - withheld,
    };
  });
  const sum = (key: 'gross' | 'withheld' | 'net') =>
    payments.reduce((total, payment) => total + payment[key], 0);
  return {
    period,
    tax_kind: kind,
    gross: sum('gross'),
    withheld: sum('withheld'),
    net: sum('net'),
    payments,
  };
}

/** The months of the annual summary: the slips' sums per month, plus yield paid before withholding. */
function monthsOf(
  slips: LenderTaxSlip[],
  unwithheld: Record<string, number> = {},
): LenderTaxMonth[] {
  const periods = [...new Set([...Object.keys(unwithheld), ...slips.map((s) => s.period)])].sort();
  return periods.map((period) => {
    const mine = slips.filter((s) => s.period === period);
    const sum = (key: 'gross' | 'withheld' | 'net') =>
      mine.reduce((total, s) => total + s[key], key === 'withheld' ? 0 : (unwithheld[period] ?? 0));
    return { period, gross: sum('gross'), withheld: sum('withheld'), net: sum('net') };
  });
}

function answer(
  kind: TaxKind,
  year: number,
  slips: LenderTaxSlip[],
  unwithheld: Record<string, number> = {},
): LenderTaxResponse {
  const months = monthsOf(slips, unwithheld);
  const sum = (key: 'gross' | 'withheld' | 'net') =>
    months.reduce((total, item) => total + item[key], 0);
  return {
    data: {
      year,
      years: [year],
      tax_kind: kind,
      tax_rate_bp: RATE[kind],
      residency:
        kind === 'PPh23'
          ? { status: 'resident', basis: 'npwp', treaty_country: null }
          : { status: 'non_resident', basis: 'declaration', treaty_country: null },
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
      slips,
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

export function taxYear(kind: TaxKind, year = 2025): LenderTaxResponse {
  return answer(
    kind,
    year,
    kind === 'PPh23'
      ? [
          slip(`${year}-03`, [70_000], kind),
          slip(`${year}-04`, [70_000, 12_345], kind),
          slip(`${year}-12`, [125_000], kind),
        ]
      : [slip(`${year}-05`, [80_000], kind), slip(`${year}-06`, [80_000], kind)],
  );
}

/**
 * A year in which the lender became a non-resident in March: March has a PPh 23 and a PPh 26 slip;
 * January's yield was paid before withholding started (in the summary, on no slip).
 */
export const MOVED_YEAR: LenderTaxResponse = answer(
  'PPh26',
  2026,
  [
    slip('2026-02', [70_000], 'PPh23'),
    slip('2026-03', [70_000], 'PPh23'),
    slip('2026-03', [80_000], 'PPh26'),
  ],
  { '2026-01': 70_000 },
);

/** A year without any payment. */
export const EMPTY_YEAR: LenderTaxResponse = {
  data: {
    ...taxYear('PPh23', 2024).data,
    years: [],
    months: [],
    slips: [],
    annual: { gross: 0, withheld: 0, net: 0, outstanding_principal: 0, as_of: '2024-12-31' },
  },
};

/** A non-resident with a certificate of domicile (SKD) from Japan: the treaty rate, 10 %. */
export const TREATY_YEAR: LenderTaxResponse = {
  data: {
    ...taxYear('PPh26').data,
    tax_rate_bp: 1000,
    residency: { status: 'non_resident', basis: 'skd', treaty_country: 'JP' },
  },
};
