// The personal data step on the liveness path: 'Mohon melakukan test liveness', listed above the
// button after a submit without a liveness result, goes as soon as the result comes back from the
// provider window (the return page's message), not at the next submit.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { configureClient } from '@pendana/api-sdk';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import catalogue from '../../../i18n/messages/id.json';
import { server, setupMswServer } from '../../../test/msw-server';
import type { MasterOptions } from '../../../lib/master-options';
import {
  type StoredLiveness,
  LIVENESS_MESSAGE,
  type LivenessMessage,
} from '../../../capabilities/liveness';
import { PersonalDataStep } from './personal-data-step';
import type { IdentityPhotoValues } from './identity-photos';

setupMswServer();

const PHOTO = 'data:image/jpeg;base64,/9j/2Q==';
const photos: IdentityPhotoValues = { foto_ktp: PHOTO, profile_ktp: PHOTO, profile: PHOTO };
const options = new Proxy({} as MasterOptions, { get: () => [] });

/** The wizard's part: it keeps the liveness result and hands it back to the step. */
function Step() {
  const [liveness, setLiveness] = useState<StoredLiveness | null>(null);
  return (
    <PersonalDataStep
      userId="2001"
      saved={undefined}
      options={options}
      onSaved={vi.fn()}
      photos={photos}
      onPhoto={vi.fn()}
      usesLiveness
      liveness={liveness}
      onLiveness={setLiveness}
    />
  );
}

function renderStep() {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <IntlProvider locale="id" defaultLocale="id" messages={catalogue} onError={() => undefined}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/dashboard/ekyc']}>
          <Step />
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

  it('drops the liveness line and field error once a passing result arrives, keeps the others', async () => {
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
