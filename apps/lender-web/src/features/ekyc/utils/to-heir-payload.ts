// Heir (spec §3): ahli_waris, nik, hubungan, telp, kode_operator, alamat. nik is always sent.
import type { Heir } from '@pendana/api-sdk';
import { compactPayload } from '@pendana/forms/serialize';
import { splitPhone } from '../../../capabilities/phone-verification';

export interface HeirValues {
  ahli_waris: string;
  nik: string;
  hubungan: string;
  /** As typed: 0812…, 62812…, +62 812… or 812… */
  telp: string;
  alamat: string;
}

export function toHeirPayload(values: HeirValues): Heir {
  const phone = splitPhone(values.telp);
  const relation = Number(values.hubungan);
  return compactPayload(
    {
      ahli_waris: values.ahli_waris,
      nik: values.nik,
      hubungan: values.hubungan.trim() !== '' && Number.isInteger(relation) ? relation : undefined,
      telp: phone?.number,
      kode_operator: phone?.operator,
      alamat: values.alamat,
    },
    { alwaysSend: ['nik'] },
  ) as Heir;
}
