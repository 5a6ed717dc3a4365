import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { TOAST_DURATION, Toaster, createAppToaster } from './toast';

describe('Toast', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('has the spec §9 durations: 8 s funding, 5 s OCR, 1.5 s otherwise', () => {
    expect(TOAST_DURATION).toEqual({ FUNDING: 8000, OCR: 5000, DEFAULT: 1500 });
  });

  it('is placed near the top by default', () => {
    const toaster = createAppToaster();
    expect(toaster.attrs.placement).toBe('top');
  });

  it('shows a toast with title and description and closes it from the close button', async () => {
    const toaster = createAppToaster();
    render(<Toaster toaster={toaster} closeLabel="Tutup" />);
    act(() => {
      toaster.create({
        title: 'Tambah Dana Berhasil',
        description: 'Pendanaan tercatat',
        type: 'success',
        // Longer than the wait below, so only the close button can remove it.
        duration: 60_000,
      });
    });
    expect(await screen.findByText('Tambah Dana Berhasil')).toBeTruthy();
    expect(screen.getByText('Pendanaan tercatat')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Tutup' }));
    await vi.waitFor(() => expect(screen.queryByText('Tambah Dana Berhasil')).toBeNull(), {
      timeout: 10_000,
    });
  });

  it('removes a default toast after 1.5 seconds but keeps a funding toast until 8 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    const toaster = createAppToaster();
    render(<Toaster toaster={toaster} closeLabel="Tutup" />);
    act(() => {
      toaster.create({ title: 'Profile Berhasil di Ubah', type: 'success' });
      toaster.create({
        title: 'Tambah Dana Berhasil',
        type: 'success',
        duration: TOAST_DURATION.FUNDING,
      });
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(screen.getByText('Profile Berhasil di Ubah')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2400);
    });
    expect(screen.queryByText('Profile Berhasil di Ubah')).toBeNull();
    expect(screen.getByText('Tambah Dana Berhasil')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(7000);
    });
    expect(screen.queryByText('Tambah Dana Berhasil')).toBeNull();
  });

  it('has no axe violations with an error toast', async () => {
    const toaster = createAppToaster();
    render(<Toaster toaster={toaster} closeLabel="Close" />);
    act(() => {
      toaster.create({ title: 'Unauthenticated.', type: 'error', duration: 10_000 });
    });
    await screen.findByText('Unauthenticated.');
    expect(await axeViolations()).toEqual([]);
  });
});
