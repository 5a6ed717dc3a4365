import type { IndividualProfile } from '@pendana/api-sdk';
import { getGetIndividualProfileResponseMock } from '@pendana/api-sdk/msw';
import { describe, expect, it } from 'vitest';
import { profileEditDefaults, profileUpdate } from './profile-update';

const PROFILE: IndividualProfile = {
  ...getGetIndividualProfileResponseMock().data,
  agama: 1,
  status_pernikahan: 2,
  nama_ibu_kandung: 'Fatimah',
};

describe('profileUpdate (spec §5: only what is filled in; only what changed)', () => {
  it('sends nothing when nothing changed', () => {
    expect(profileUpdate(PROFILE, profileEditDefaults(PROFILE))).toBeNull();
  });

  it('sends only the changed fields, as numbers where the contract wants them', () => {
    expect(
      profileUpdate(PROFILE, { agama: '3', status_pernikahan: '2', nama_ibu_kandung: '' }),
    ).toEqual({ agama: 3 });
    expect(
      profileUpdate(PROFILE, { agama: '1', status_pernikahan: '1', nama_ibu_kandung: ' Aisyah ' }),
    ).toEqual({ status_pernikahan: 1, nama_ibu_kandung: 'Aisyah' });
  });

  it("the mother's name typed as saved is no change", () => {
    expect(
      profileUpdate(PROFILE, { agama: '1', status_pernikahan: '2', nama_ibu_kandung: 'Fatimah' }),
    ).toBeNull();
  });

  it('an empty choice of a field never saved sends nothing for it', () => {
    const blank = { ...PROFILE, agama: null, status_pernikahan: null };
    expect(profileEditDefaults(blank)).toEqual({
      agama: '',
      status_pernikahan: '',
      nama_ibu_kandung: '',
    });
    expect(profileUpdate(blank, profileEditDefaults(blank))).toBeNull();
  });
});
