// The personal data step on the liveness path: 'Mohon melakukan test liveness', listed above the
// button after a submit without a liveness result, goes as soon as the result comes back from the
// provider window (the return page's message), not at the next submit.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { configureClient, type EkycPersonalData } from '@pendana/api-sdk';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import english from '../../../i18n/messages/en.json';
import catalogue from '../../../i18n/messages/id.json';
import { server, setupMswServer } from '../../../test/msw-server';
import type { MasterOptions } from '../../../lib/master-options';
import {
  type StoredLiveness,
  LIVENESS_MESSAGE,
  type LivenessMessage,
} from '../../../capabilities/liveness';
import { PASSPORT_PLACEHOLDER_ID_PHOTO } from '../utils/images';
import { PersonalDataStep } from './personal-data-step';
import type { IdentityPhotoValues } from './identity-photos';

setupMswServer();

const PHOTO = 'data:image/jpeg;base64,/9j/2Q==';
const photos: IdentityPhotoValues = { foto_ktp: PHOTO, profile_ktp: PHOTO, profile: PHOTO };
const options = new Proxy({} as MasterOptions, { get: () => [] });

interface StepProps {
  saved?: EkycPersonalData;
  photos?: IdentityPhotoValues;
  usesLiveness?: boolean;
}

/** The wizard's part: it keeps the liveness result and hands it back to the step. */
function Step({ saved, photos: taken = photos, usesLiveness = true }: StepProps) {
  const [liveness, setLiveness] = useState<StoredLiveness | null>(null);
  return (
    <PersonalDataStep
      userId="2001"
      saved={saved}
      options={options}
      onSaved={vi.fn()}
      photos={taken}
      onPhoto={vi.fn()}
      usesLiveness={usesLiveness}
      livenessProvider="privy"
      liveness={liveness}
      onLiveness={setLiveness}
    />
  );
}

function renderStep(props: StepProps = {}, lang: 'id' | 'en' = 'id') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <IntlProvider
      locale={lang}
      defaultLocale="id"
      messages={lang === 'en' ? english : catalogue}
      onError={() => undefined}
    >
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/dashboard/ekyc']}>
          <Step {...props} />
        </MemoryRouter>
      </QueryClientProvider>
    </IntlProvider>,
  );
}

/** What the liveness return page posts to this window. */
function handBack(passed: boolean) {
  const data: LivenessMessage = {
    type: LIVENESS_MESSAGE,
    outcome: {
      code: 'c-1',
      transaction_id: 'tx-1',
      result: passed,
      score: passed ? 0.98 : 0.1,
      imgManipulationScore: 0.01,
      provider: 'privy',
    },
  };
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { origin: window.location.origin, data }));
  });
}

describe('personal data step, liveness path', () => {
  beforeEach(() => {
    sessionStorage.clear();
    configureClient({ baseURL: '/api', getToken: () => 'tok-step', getLang: () => 'id' });
    server.use(
      http.post('*/api/v2/lender/ekyc/liveness/store', () =>
        HttpResponse.json({ data: { status_ekyc: 0, liveness_passed: true } }),
      ),
    );
  });

  it('§5.8 §8.10 drops the liveness line and field error once a passing result arrives, keeps the others', async () => {
    renderStep();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^NIK/), '3174091708900001');
    await user.type(screen.getByLabelText(/^Nama lengkap/), 'Siti Aminah');
    await user.click(screen.getByRole('button', { name: 'Simpan dan lanjut' }));
    const alert = (await screen.findByText('Lengkapi data berikut')).closest(
      '[role="alert"]',
    ) as HTMLElement;
    const listed = () =>
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(listed()).toContain('Mohon melakukan test liveness');
    expect(screen.getAllByText('Mohon melakukan test liveness')).toHaveLength(2);

    handBack(true);
    expect(await screen.findByText('Tes liveness berhasil.')).toBeTruthy();
    expect(screen.queryByText('Mohon melakukan test liveness')).toBeNull();
    expect(listed()).toEqual([
      'Agama harap diisi',
      'Ibu kandung harap diisi',
      'Status pernikahan harap diisi',
      'Kode pos harap diisi',
      'RT harap diisi',
      'RW harap diisi',
    ]);
  });
});

/** A KTP holder's personal data as the server keeps it: everything the §5 messages ask for. */
const SAVED_KTP: EkycPersonalData = {
  nik: '3174091708900001',
  nama: 'Siti Aminah',
  tempat_lahir: 'Jakarta',
  tanggal_lahir: '17-08-1990',
  agama: 1,
  jenis_kelamin: 2,
  ibu_kandung: 'Fatimah',
  status_pernikahan: 2,
  kewarganegaraan: 'WNI',
  alamat: 'Jl. Melati 1',
  kode_pos: '12510',
  rt: '001',
  rw: '002',
  is_passport: false,
};

/** A passport holder: no kode pos, RT and RW. */
const SAVED_PASSPORT: EkycPersonalData = {
  nik: '',
  no_paspor: 'x1234567',
  nama: 'John Smith',
  agama: 1,
  jenis_kelamin: 1,
  ibu_kandung: 'Mary',
  status_pernikahan: 1,
  kewarganegaraan: 'WNA',
  warga_negara: 'Australia',
  alamat: 'Jl. Kemang 2',
  is_passport: true,
};

describe('personal data step, submit rules (spec §5)', () => {
  let sent: Record<string, unknown>[];

  beforeEach(() => {
    sessionStorage.clear();
    sent = [];
    configureClient({ baseURL: '/api', getToken: () => 'tok-step', getLang: () => 'id' });
    server.use(
      http.post('*/api/v1/lender/ekyc/data_diri', async ({ request }) => {
        sent.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({ message: 'Data berhasil disimpan', step_order: 2 });
      }),
    );
  });

  const listed = async () => {
    const alert = (await screen.findByText('Lengkapi data berikut')).closest(
      '[role="alert"]',
    ) as HTMLElement;
    return within(alert)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
  };

  it('§5.5 a passport holder is not asked for kode pos, RT and RW', async () => {
    renderStep({
      saved: { nik: '', no_paspor: 'X1234567', nama: 'John Smith', is_passport: true },
      usesLiveness: false,
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Simpan dan lanjut' }));
    expect(await listed()).toEqual([
      'Agama harap diisi',
      'Ibu kandung harap diisi',
      'Status pernikahan harap diisi',
    ]);
    expect(sent).toEqual([]);
  });

  it('§5.5 §5.7 a passport holder is sent without kode pos, RT and RW, with the placeholder ID photo as ktp', async () => {
    renderStep({
      saved: SAVED_PASSPORT,
      photos: { foto_ktp: null, profile_ktp: PHOTO, profile: PHOTO },
      usesLiveness: false,
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Simpan dan lanjut' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      nik: '',
      no_paspor: 'X1234567',
      is_passport: true,
      ktp: PASSPORT_PLACEHOLDER_ID_PHOTO,
      profile_ktp: PHOTO,
      profile: PHOTO,
    });
    expect(PASSPORT_PLACEHOLDER_ID_PHOTO).toMatch(/^data:image\/png;base64,/);
    for (const field of ['kode_pos', 'rt', 'rw']) expect(sent[0]).not.toHaveProperty(field);
  });

  it.each([
    ['a blob URL', 'blob:https://app.pendana.test/5f1c'],
    ['a file URL', 'https://cdn.pendana.test/ktp.jpg'],
  ])(
    "§5.6 §8.9 an image that is not a base64 data URL (%s) shows 'Gambar gagal diproses!' and nothing is sent",
    async (_, image) => {
      renderStep({
        saved: SAVED_KTP,
        photos: { foto_ktp: image, profile_ktp: PHOTO, profile: PHOTO },
        usesLiveness: false,
      });
      await userEvent.setup().click(screen.getByRole('button', { name: 'Simpan dan lanjut' }));
      expect(await listed()).toEqual(['Gambar gagal diproses!']);
      expect(sent).toEqual([]);
    },
  );

  it.each([
    [
      '§8.9',
      'a blob URL as the KTP photo',
      false,
      'blob:https://app.pendana.test/5f1c',
      'The image could not be processed!',
    ],
    [
      '§8.10',
      'no liveness result on the liveness path',
      true,
      PHOTO,
      'Please take the liveness test',
    ],
  ])(
    "§8.9 §8.10 en: %s (%s) says spec §8's 'Gambar gagal diproses!' or 'Mohon melakukan test liveness' in English",
    async (_row, _situation, usesLiveness, image, text) => {
      renderStep(
        {
          saved: SAVED_KTP,
          photos: { foto_ktp: image, profile_ktp: PHOTO, profile: PHOTO },
          usesLiveness,
        },
        'en',
      );
      await userEvent.setup().click(screen.getByRole('button', { name: 'Save and continue' }));
      const alert = (await screen.findByText('Please complete the following')).closest(
        '[role="alert"]',
      ) as HTMLElement;
      const items = within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
      expect(items).toContain(text);
      expect(items).not.toContain('Gambar gagal diproses!');
      expect(items).not.toContain('Mohon melakukan test liveness');
      expect(sent).toEqual([]);
    },
  );

  it('§5.6 the same form with base64 images is sent', async () => {
    renderStep({ saved: SAVED_KTP, usesLiveness: false });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Simpan dan lanjut' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ ktp: PHOTO, profile_ktp: PHOTO, profile: PHOTO });
    expect(screen.queryByText('Gambar gagal diproses!')).toBeNull();
  });
});
