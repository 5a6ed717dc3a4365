import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { OtpInput } from './otp-input';

const digitLabel = (index: number, length: number) => `Digit ${index + 1} dari ${length}`;

describe('OtpInput', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('renders N digit boxes with SMS autofill on and numeric keyboards', () => {
    render(<OtpInput label="Kode OTP" length={4} digitLabel={digitLabel} />);
    const boxes = screen.getAllByRole('textbox');
    expect(boxes).toHaveLength(4);
    expect(boxes[0]?.getAttribute('autocomplete')).toBe('one-time-code');
    expect(boxes[0]?.getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByLabelText('Digit 2 dari 4')).toBe(boxes[1]);
  });

  // Typing, auto-advance and paste run in Chromium (otp-input.stories.tsx play functions): Ark's
  // PinInput filters characters in beforeinput, which jsdom does not implement faithfully.
  it('reports the value of a controlled code', () => {
    render(<OtpInput label="Kode OTP" length={4} value="12" digitLabel={digitLabel} />);
    expect(screen.getAllByRole('textbox').map((box) => (box as HTMLInputElement).value)).toEqual([
      '1',
      '2',
      '',
      '',
    ]);
  });

  it('does not let letters into a box', async () => {
    const onValueChange = vi.fn();
    render(
      <OtpInput
        label="Kode OTP"
        length={4}
        digitLabel={digitLabel}
        onValueChange={onValueChange}
      />,
    );
    const first = screen.getAllByRole('textbox')[0] as HTMLInputElement;
    await userEvent.click(first);
    await userEvent.keyboard('x');
    expect(first.value).toBe('');
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('shows the error (spec §8 OTP message) and marks the boxes invalid', async () => {
    render(
      <OtpInput label="Kode OTP" digitLabel={digitLabel} error="Kode OTP yg kamu masukan salah!" />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Kode OTP yg kamu masukan salah!');
    expect(screen.getAllByRole('textbox')[0]?.getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations()).toEqual([]);
  });

  it('counts down before resend is allowed, then resends and restarts', async () => {
    vi.useFakeTimers();
    const onResend = vi.fn();
    render(
      <OtpInput
        label="Kode OTP"
        digitLabel={digitLabel}
        resend={{
          label: 'Kirim ulang kode',
          seconds: 3,
          waitText: (left) => `Kirim ulang dalam ${left} detik`,
          onResend,
        }}
      />,
    );
    expect(screen.getByText('Kirim ulang dalam 3 detik')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Kirim ulang kode' })).toBeNull();
    for (let second = 0; second < 3; second += 1) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1000);
      });
    }
    const resend = screen.getByRole('button', { name: 'Kirim ulang kode' });
    act(() => resend.click());
    expect(onResend).toHaveBeenCalledOnce();
    expect(screen.getByText('Kirim ulang dalam 3 detik')).toBeTruthy();
  });
});
