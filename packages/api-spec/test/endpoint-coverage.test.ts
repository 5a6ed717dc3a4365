// Every call of the web app (endpoints.tsv, a copy of ../shared/spec/endpoints.tsv) is defined in the
// bundle with its exact method and path, and the calls the spec names without a path are designed.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadBundle, operations } from './load-bundle.ts';

/** The two signing providers' path prefixes (spec §7 `{provider}`; docs/lender-api.md "API conventions"). */
export const SIGNING_PROVIDERS = ['privy', 'vida-sign'] as const;

const bundle = loadBundle();
const ops = operations(bundle);
const normalise = (path: string) => path.replace(/\{[^}]+\}/g, '{}');
const defined = new Set(ops.map(({ method, path }) => `${method} ${normalise(path)}`));

function wanted(): { method: string; path: string }[] {
  const file = fileURLToPath(new URL('../endpoints.tsv', import.meta.url));
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map((line) => {
      const [method = '', path = ''] = line.split('\t');
      return { method: method.toLowerCase(), path };
    });
}

function isDefined(method: string, path: string): boolean {
  if (!path.includes('{provider}')) return defined.has(`${method} ${normalise(path)}`);
  // Each provider needs the call: at its own prefix, or through a templated `{provider}` path.
  return SIGNING_PROVIDERS.every(
    (provider) =>
      defined.has(`${method} ${normalise(path.replace('{provider}', provider))}`) ||
      defined.has(`${method} ${normalise(path)}`),
  );
}

describe('endpoint coverage (endpoints.tsv)', () => {
  const rows = wanted();

  it('keeps the 110 calls of the spec', () => {
    expect(rows).toHaveLength(110);
  });

  it.each(rows.map((row) => [`${row.method.toUpperCase()} ${row.path}`, row] as const))(
    '%s is defined',
    (_name, row) => {
      expect(isDefined(row.method, row.path)).toBe(true);
    },
  );

  it('the templated download accepts exactly the two provider prefixes', () => {
    const download = bundle.paths['/{provider}/download-doc-pendanaan/{docToken}']?.get;
    const provider = download?.parameters?.find((p) => p.name === 'provider') as
      { schema?: { enum?: string[] } } | undefined;
    expect(provider?.schema?.enum).toEqual([...SIGNING_PROVIDERS]);
  });
});

type Param = { name?: string; in?: string };
const byId = new Map(ops.map((o) => [o.op.operationId, o]));
const bodyProps = (operationId: string, type = 'application/json'): string[] => {
  const schema = byId.get(operationId)?.op.requestBody?.content?.[type]?.schema as
    { $ref?: string } | undefined;
  const name = schema?.$ref?.split('/').pop() ?? '';
  const resolved = bundle.components.schemas?.[name] as
    { properties?: Record<string, unknown>; allOf?: unknown[] } | undefined;
  return Object.keys(resolved?.properties ?? {});
};
const params = (operationId: string): Param[] =>
  (byId.get(operationId)?.op.parameters ?? []) as Param[];

describe('calls the spec names without a path', () => {
  it.each([
    ['login', 'post', '/newAuth/login'],
    ['register', 'post', '/newAuth/register'],
    ['resendEmail', 'post', '/newAuth/resendEmail'],
    ['forgotPassword', 'post', '/v1/lender/auth/forgot_password'],
    ['forgotBorrowerPassword', 'post', '/v1/borrower/auth/forgot_password'],
    ['getIndividualProfile', 'get', '/v1/lender/profile'],
    ['getCorporateProfile', 'get', '/v1/lender_corporation/profile'],
    ['updateProfile', 'post', '/v1/lender/profile'],
    ['getUserInfo', 'get', '/v1/user_info'],
    ['getPrivyUserId', 'get', '/privy/user-id'],
    ['createPrivySigningLink', 'post', '/privy/signing-link'],
    ['getPrivySigningStatus', 'get', '/privy/signing-status/{docToken}'],
    ['createVidaSignSigningLink', 'post', '/vida-sign/signing-link'],
    ['getVidaSignEnvelopeStatus', 'get', '/vida-sign/envelope-status/{envelope_id}'],
    ['saveTteTime', 'post', '/newPendanaan/waktu-tte'],
    ['submitLegacyKycPersonalForm', 'post', '/v1/lender/kyc/form/data_diri'],
    ['submitLegacyKycEducationForm', 'post', '/v1/lender/kyc/form/pendidikan'],
    ['getCorporateKycProgress', 'get', '/v1/lender_corporation/kyc/progress'],
    ['listCorporateCities', 'get', '/v1/lender_corporation/region/kota'],
    ['listCorporateDistricts', 'get', '/v1/lender_corporation/region/kecamatan'],
    ['listCorporateVillages', 'get', '/v1/lender_corporation/region/kelurahan'],
  ])('%s is %s %s', (operationId, method, path) => {
    const found = byId.get(operationId);
    expect(found?.method).toBe(method);
    expect(found?.path).toBe(path);
  });

  it('uses the wire names of spec §7', () => {
    expect(params('getPrivyUserId')).toContainEqual(
      expect.objectContaining({ name: 'user_type', in: 'query' }),
    );
    expect(bodyProps('createPrivySigningLink')).toEqual(['id_proyek', 'paket']);
    expect(bodyProps('createVidaSignSigningLink')).toEqual(['id_proyek', 'paket']);
    expect(params('getPrivySigningStatus')).toContainEqual(
      expect.objectContaining({ name: 'docToken', in: 'path' }),
    );
    expect(params('getVidaSignEnvelopeStatus')).toContainEqual(
      expect.objectContaining({ name: 'envelope_id', in: 'path' }),
    );
    expect(bodyProps('saveTteTime')).toEqual(['waktu_tte']);
    expect(params('listCorporateCities')).toContainEqual(
      expect.objectContaining({ name: 'kode_provinsi' }),
    );
    expect(params('listCorporateDistricts')).toContainEqual(
      expect.objectContaining({ name: 'kode_kota' }),
    );
    expect(params('listCorporateVillages')).toContainEqual(
      expect.objectContaining({ name: 'kode_kecamatan' }),
    );
    expect(
      Object.keys(byId.get('submitLegacyKycPersonalForm')?.op.requestBody?.content ?? {}),
    ).toEqual(['multipart/form-data']);
    expect(
      Object.keys(byId.get('submitLegacyKycEducationForm')?.op.requestBody?.content ?? {}),
    ).toEqual(['multipart/form-data']);
  });
});
