import type { RdlProvider, RdlStepResult } from '../index.ts';

/** BNI's success code of the RDL calls (legacy §11.7). */
export const RDL_SUCCESS = '0001';

/**
 * Sandbox BNI RDL: "register investor" gives a CIF number when the identity data is complete (name and
 * a 16-digit NIK, or a 15/16-digit NPWP for a company); "register account" then opens the RDL account.
 */
export function rdlRegisterInvestor(
  lenderId: number,
  identity: { nama: string | null; identityNumber: string | null },
): { result: RdlStepResult; cifNumber: string | null } {
  const nama = identity.nama?.trim() ?? '';
  const number = identity.identityNumber?.trim() ?? '';
  if (nama === '' || !/^\d{15,16}$/.test(number)) {
    return {
      result: {
        step: 'CREATE_CIF',
        responseCode: '0102',
        responseMessage: 'Data identitas nasabah tidak lengkap (nama dan NIK/NPWP wajib diisi)',
      },
      cifNumber: null,
    };
  }
  return {
    result: { step: 'CREATE_CIF', responseCode: RDL_SUCCESS, responseMessage: 'Success' },
    cifNumber: `91${String(lenderId).padStart(8, '0')}`,
  };
}

export function rdlRegisterAccount(lenderId: number): {
  result: RdlStepResult;
  accountNumber: string;
} {
  return {
    result: { step: 'CREATE_ACCOUNT', responseCode: RDL_SUCCESS, responseMessage: 'Success' },
    accountNumber: `02${String(lenderId).padStart(8, '0')}`,
  };
}

export function createSandboxRdlProvider(): RdlProvider {
  return {
    successCode: RDL_SUCCESS,
    registerInvestor: async (lenderId, identity) => rdlRegisterInvestor(lenderId, identity),
    registerAccount: async (lenderId) => rdlRegisterAccount(lenderId),
  };
}
