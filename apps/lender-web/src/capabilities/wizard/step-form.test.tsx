import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  QueryClient,
  QueryClientProvider,
  QueryObserver,
  useMutation,
} from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@pendana/api-sdk';
import { FormTextField } from '@pendana/forms';
import { defineWizard } from './define-wizard';
import type { PhoneFlowConfig } from './phone-config';
import { StepForm } from './step-form';
import { useStepForm } from './use-step-form';

const messages = {
  stepsLabel: { id: 't.stepsLabel', defaultMessage: 'Langkah' },
  completed: { id: 't.completed', defaultMessage: 'selesai' },
  stepSummary: { id: 't.stepSummary', defaultMessage: '{current}/{total}' },
  loadFailed: { id: 't.loadFailed', defaultMessage: 'Gagal dimuat' },
  saveFailedTitle: { id: 't.saveFailedTitle', defaultMessage: 'Data belum tersimpan' },
  draftRestored: { id: 't.draftRestored', defaultMessage: 'Isian dipulihkan.' },
  next: { id: 't.next', defaultMessage: 'Simpan dan lanjut' },
  saving: { id: 't.saving', defaultMessage: 'Menyimpan…' },
  back: { id: 't.back', defaultMessage: 'Kembali' },
  choose: { id: 't.choose', defaultMessage: 'Pilih' },
  verifyPhone: { id: 't.verifyPhone', defaultMessage: 'Verifikasi' },
};
const wizard = defineWizard<'heir'>({
  name: 'test',
  headingId: 'test-step-title',
  messages,
  steps: [],
  draftLists: false,
  // Not reached by these tests.
  phone: {} as PhoneFlowConfig<unknown>,
});
const DRAFT_KEY = 'pendana:draft:test:u1:heir';

interface Values {
  nama: string;
}

function Step({
  save,
  onSaved,
  events,
}: {
  save: (body: { nama: string }) => Promise<{ id: number }>;
  onSaved: (answer: { id: number }) => void;
  events: string[];
}) {
  const mutation = useMutation({
    mutationFn: ({ data }: { data: { nama: string } }) => save(data),
  });
  const step = useStepForm(wizard, {
    userId: 'u1',
    section: 'heir',
    defaults: { nama: 'dari server' } as Values,
    save: mutation,
    invalidate: [['heir']],
    onSaved,
    onError: (error, form) => {
      events.push('error');
      if (error instanceof ApiError) form.setError('nama', { message: error.fieldError('nama') });
    },
  });
  const onSubmit = step.form.handleSubmit((values) => step.submit({ data: values }));
  return (
    <StepForm {...step.frame} onSubmit={onSubmit} onBack={() => events.push('back')}>
      <FormTextField control={step.form.control} name="nama" label="Nama" />
    </StepForm>
  );
}

function renderStep(ui: ReactNode, client: QueryClient) {
  return render(
    <QueryClientProvider client={client}>
      <IntlProvider locale="id" defaultLocale="id">
        {ui}
      </IntlProvider>
    </QueryClientProvider>,
  );
}

describe('useStepForm + StepForm (every wizard step)', () => {
  beforeEach(() => sessionStorage.clear());

  it('starts from the draft over the saved values, and says so', () => {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ nama: 'dari draf' }));
    renderStep(<Step save={vi.fn()} onSaved={vi.fn()} events={[]} />, new QueryClient());
    expect((screen.getByLabelText('Nama') as HTMLInputElement).value).toBe('dari draf');
    expect(screen.getByText('Isian dipulihkan.')).toBeTruthy();
    expect(screen.getByRole('form').getAttribute('aria-labelledby')).toBe('test-step-title');
  });

  it('keeps what is typed as a draft; a save clears it, fetches the section again, then goes on', async () => {
    const client = new QueryClient();
    const events: string[] = [];
    // The section is on screen (an observer), so the invalidation fetches it again.
    const section = new QueryObserver(client, {
      queryKey: ['heir'],
      queryFn: () => {
        events.push('refetched');
        return Promise.resolve(events.length);
      },
    });
    const unsubscribe = section.subscribe(() => undefined);
    await waitFor(() => expect(section.getCurrentResult().isSuccess).toBe(true));
    const save = vi.fn((body: { nama: string }) => {
      events.push(`saved ${body.nama}`);
      return Promise.resolve({ id: 7 });
    });
    const onSaved = vi.fn((answer: { id: number }) => events.push(`next ${answer.id}`));
    renderStep(<Step save={save} onSaved={onSaved} events={events} />, client);
    const user = userEvent.setup();
    const field = screen.getByLabelText('Nama');
    await user.clear(field);
    await user.type(field, 'Ahmad');
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? '{}')).toEqual({ nama: 'Ahmad' });
    events.length = 0;
    await user.click(screen.getByRole('button', { name: 'Simpan dan lanjut' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ id: 7 }));
    expect(events).toEqual(['saved Ahmad', 'refetched', 'next 7']);
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
    unsubscribe();
  });

  it('a failed save shows the server text above the fields and hands the error to the step', async () => {
    const events: string[] = [];
    const save = () =>
      Promise.reject(
        new ApiError({
          status: 422,
          message: 'Nama salah',
          fieldErrors: { nama: ['Terlalu pendek'] },
        }),
      );
    renderStep(<Step save={save} onSaved={vi.fn()} events={events} />, new QueryClient());
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Simpan dan lanjut' }));
    expect(await screen.findByText('Data belum tersimpan')).toBeTruthy();
    expect(screen.getByText('Nama salah')).toBeTruthy();
    expect(await screen.findByText('Terlalu pendek')).toBeTruthy();
    expect(events).toEqual(['error']);
    await user.click(screen.getByRole('button', { name: 'Kembali' }));
    expect(events).toEqual(['error', 'back']);
  });
});
