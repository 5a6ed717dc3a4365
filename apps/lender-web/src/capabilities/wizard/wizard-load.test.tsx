import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@pendana/api-sdk';
import { notFilledYet, type WizardQuery } from './section-query';
import { WizardLoad } from './wizard-load';

const query = (over: Partial<WizardQuery>): WizardQuery => ({
  data: undefined,
  isPending: false,
  isFetched: true,
  isError: false,
  error: null,
  refetch: vi.fn(() => Promise.resolve()),
  ...over,
});

const renderLoad = (queries: WizardQuery[]) =>
  render(
    <IntlProvider locale="id" defaultLocale="id" onError={() => undefined}>
      <WizardLoad
        queries={queries}
        title="Verifikasi data diri"
        loadFailed={{ id: 't.loadFailed', defaultMessage: 'Data tidak dapat dimuat' }}
      />
    </IntlProvider>,
  );

describe('WizardLoad (what a wizard shows until its calls have answered)', () => {
  it('a failed call: the title, the failure with the server text, a retry of every call', async () => {
    const failed = query({
      isError: true,
      error: new ApiError({ status: 500, message: 'Server sibuk' }),
    });
    const others = [
      query({ data: {} }),
      notFilledYet(query({ isError: true, error: new ApiError({ status: 404, message: 'x' }) })),
    ];
    renderLoad([...others, failed]);
    expect(screen.getByRole('heading', { level: 1, name: 'Verifikasi data diri' })).toBeTruthy();
    expect(screen.getByText('Data tidak dapat dimuat')).toBeTruthy();
    expect(screen.getByText('Server sibuk')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button'));
    for (const each of [...others, failed]) expect(each.refetch).toHaveBeenCalledTimes(1);
  });

  it('no failure (a 404 section is none): the spinner, no alert', () => {
    renderLoad([
      query({ isPending: true, isFetched: false }),
      notFilledYet(query({ isError: true, error: new ApiError({ status: 404, message: 'x' }) })),
    ]);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
