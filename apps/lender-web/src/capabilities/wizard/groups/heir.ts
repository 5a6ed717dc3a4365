// The heir (spec §3), the same section in the eKYC and the older KYC: ahli_waris, nik, hubungan,
// telp (sent without its leading 0, with its operator code), alamat; nik is always sent.
import type { Heir } from '@pendana/api-sdk';
import { compactPayload } from '@pendana/forms/serialize';
import { splitPhone } from '../../phone-verification';
import { asId, asText } from '../../../lib/master-options';
import { idOf } from '../wire';

export const HEIR_FIELDS = ['ahli_waris', 'nik', 'hubungan', 'telp', 'alamat'] as const;

export interface HeirValues {
  ahli_waris: string;
  nik: string;
  hubungan: string;
  /** As typed: 0812…, 62812…, +62 812… or 812… */
  telp: string;
  alamat: string;
}

export function heirFromServer(data: Heir | undefined): HeirValues {
  return {
    ahli_waris: asText(data?.ahli_waris),
    nik: asText(data?.nik),
    hubungan: asId(data?.hubungan),
    telp: data?.telp ? `0${data.telp}` : '',
    alamat: asText(data?.alamat),
  };
}

export function toHeirPayload(values: HeirValues): Heir {
  const phone = splitPhone(values.telp);
  return compactPayload(
    {
      ahli_waris: values.ahli_waris,
      nik: values.nik.replace(/\D/g, ''),
      hubungan: idOf(values.hubungan),
      telp: phone?.number,
      kode_operator: phone?.operator,
      alamat: values.alamat,
    },
    { alwaysSend: ['nik'] },
  ) as Heir;
}
