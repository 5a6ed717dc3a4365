import { describe, expect, it } from 'vitest';
import type { TransactionItem } from '@pendana/api-sdk';
import { transactionsCsv } from './transactions-csv';

const row = (patch: Partial<TransactionItem>): TransactionItem => ({
  id: 1,
  tanggal: '2026-11-24T09:15:00+07:00',
  perihal: 'Top up Virtual Account BNI',
  tipe: 'CREDIT',
  nominal: 750_000,
  kategori: 'topup',
  status: 3,
  referensi: 'TOP-1',
  ...patch,
});

const labels = {
  headers: ['Tanggal', 'Keterangan', 'Jenis', 'Tipe', 'Jumlah', 'Status', 'Referensi'] as const,
  kind: (r: TransactionItem) => (r.kategori === 'topup' ? 'Isi saldo' : 'Pendanaan'),
  status: (r: TransactionItem) => (r.status === 3 ? 'Berhasil' : 'Gagal'),
};

describe('transactions CSV', () => {
  it('starts with a BOM and the headers, one CRLF line per row, debits negative', () => {
    const csv = transactionsCsv(
      [
        row({}),
        row({
          id: 2,
          perihal: 'Pendanaan Proyek A (2 paket)',
          tipe: 'DEBIT',
          nominal: 2_000_000,
          kategori: 'pendanaan',
          referensi: 'PDN-1',
        }),
      ],
      labels,
    );
    expect(csv.startsWith('\uFEFFTanggal,Keterangan,Jenis,Tipe,Jumlah,Status,Referensi\r\n')).toBe(
      true,
    );
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Tanggal,Keterangan,Jenis,Tipe,Jumlah,Status,Referensi',
      '2026-11-24T09:15:00+07:00,Top up Virtual Account BNI,Isi saldo,CREDIT,750000,Berhasil,TOP-1',
      '2026-11-24T09:15:00+07:00,Pendanaan Proyek A (2 paket),Pendanaan,DEBIT,-2000000,Berhasil,PDN-1',
      '',
    ]);
  });

  it('quotes a cell with a comma, a quote or a line break', () => {
    const csv = transactionsCsv([row({ perihal: 'Proyek "Villa", Semarang\nTahap 2' })], labels);
    expect(csv).toContain(',"Proyek ""Villa"", Semarang\nTahap 2",');
  });
});
