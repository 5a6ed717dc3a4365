import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { imageIssue, livenessIssue, personalDataIssues } from './ekyc-submit';

// The contract (committed OpenAPI bundle), read as data: forms may not import the SDK.
const openapi = JSON.parse(
  readFileSync(
    path.resolve(import.meta.dirname, '../../../api-spec/generated/openapi.bundled.json'),
    'utf8',
  ),
) as { components: { schemas: Record<string, { properties: Record<string, unknown> }> } };
const contractFields = Object.keys(openapi.components.schemas.PersonalData?.properties ?? {});

const JPEG = 'data:image/jpeg;base64,/9j/4AAQSkZJRg==';
const complete = {
  agama: '1',
  ibu_kandung: 'Siti',
  status_pernikahan: 2,
  kode_pos: '12345',
  rt: '001',
  rw: '002',
};

describe('eKYC submit check — spec §5 "Before the eKYC submit, these messages apply"', () => {
  it('gives the six spec messages, in the spec order, when everything is empty', () => {
    expect(personalDataIssues({}, false)).toEqual([
      { field: 'agama', message: 'validation.religionRequired' },
      { field: 'ibu_kandung', message: 'validation.motherNameRequired' },
      { field: 'status_pernikahan', message: 'validation.maritalStatusRequired' },
      { field: 'kode_pos', message: 'validation.postalCodeRequired' },
      { field: 'rt', message: 'validation.rtRequired' },
      { field: 'rw', message: 'validation.rwRequired' },
    ]);
  });

  it('puts every message on a field of the contract (PersonalData)', () => {
    for (const { field } of personalDataIssues({}, false)) expect(contractFields).toContain(field);
  });

  it('"The last three are not required for passport holders."', () => {
    expect(
      personalDataIssues({ agama: 1, ibu_kandung: 'Siti', status_pernikahan: '' }, true),
    ).toEqual([{ field: 'status_pernikahan', message: 'validation.maritalStatusRequired' }]);
  });

  it('passes when complete; blanks count as empty', () => {
    expect(personalDataIssues(complete, false)).toEqual([]);
    expect(personalDataIssues({ ...complete, rw: '  ' }, false)).toEqual([
      { field: 'rw', message: 'validation.rwRequired' },
    ]);
  });
});

describe('images — spec §5 "Images must be base64 data URLs, otherwise \'Gambar gagal diproses!\'"', () => {
  it('refuses a file name, accepts data URLs and empty slots', () => {
    expect(imageIssue({ foto_ktp: 'ktp.jpg' })).toEqual({
      field: 'images',
      message: 'validation.imageInvalid',
    });
    expect(imageIssue({ foto_ktp: JPEG, profile: null, selfie: '' })).toBeNull();
  });
});

describe('liveness — spec §5 "the message is \'Mohon melakukan test liveness\'"', () => {
  it('asks for the test once a photo was taken without a result', () => {
    expect(livenessIssue({ profile: JPEG }, false)).toEqual({
      field: 'liveness',
      message: 'validation.livenessRequired',
    });
    expect(livenessIssue({ profile: JPEG }, true)).toBeNull();
    expect(livenessIssue({}, false)).toBeNull();
  });
});
