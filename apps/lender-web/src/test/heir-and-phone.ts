import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { pickOption } from './pick-option';

/**
 * The end of the individual wizards (eKYC, older KYC) in Indonesian, by visible labels: the heir
 * step filled and saved, the phone modal, a wrong OTP ('Kode OTP yg kamu masukan salah!', spec §8,
 * literally), then the right one. Returns the success modal, found by its title.
 */
export async function heirThenPhoneInIndonesian(
  user: ReturnType<typeof userEvent.setup>,
  successTitle: string,
): Promise<HTMLElement> {
  await screen.findByRole('heading', { level: 2, name: 'Ahli waris' });
  await user.type(screen.getByLabelText(/^Nama ahli waris/), 'Ahmad Fauzi');
  await user.type(screen.getByLabelText(/^NIK ahli waris/), '3201234567890001');
  await pickOption(
    user,
    screen.getByRole('combobox', { name: /Hubungan keluarga/ }),
    'Suami/Istri',
  );
  await user.type(screen.getByLabelText(/^Nomor HP ahli waris/), '0812-3456-7890');
  await user.type(screen.getByLabelText(/^Alamat ahli waris/), 'Depok');
  await user.click(screen.getByRole('button', { name: 'Simpan dan lanjut' }));
  const phoneDialog = await screen.findByRole('dialog', { name: 'Verifikasi nomor HP' });
  await user.type(within(phoneDialog).getByLabelText(/^Nomor HP/), '081298765432');
  await user.click(within(phoneDialog).getByRole('button', { name: 'Kirim kode OTP' }));
  const otpDialog = await screen.findByRole('dialog', { name: 'Masukkan kode OTP' });
  await user.type(within(otpDialog).getAllByRole('textbox')[0]!, '654321');
  expect(await within(otpDialog).findByText('Kode OTP yg kamu masukan salah!')).toBeTruthy();
  for (const box of within(otpDialog).getAllByRole('textbox')) await user.clear(box);
  await user.type(within(otpDialog).getAllByRole('textbox')[0]!, '123456');
  return screen.findByRole('dialog', { name: successTitle });
}

/**
 * The same end of the individual wizards in English: the heir step, the phone modal, a wrong OTP
 * ('The OTP code you entered is wrong!'), then the right one. Returns the success modal.
 */
export async function heirThenPhoneInEnglish(
  user: ReturnType<typeof userEvent.setup>,
  successTitle: string,
): Promise<HTMLElement> {
  await screen.findByRole('heading', { level: 2, name: 'Heir' });
  await user.type(screen.getByLabelText(/^Heir's name/), 'Ahmad Fauzi');
  await user.type(screen.getByLabelText(/^Heir's NIK/), '3201234567890001');
  await pickOption(
    user,
    screen.getByRole('combobox', { name: /Family relationship/ }),
    'Suami/Istri',
  );
  await user.type(screen.getByLabelText(/^Heir's mobile number/), '0812-3456-7890');
  await user.type(screen.getByLabelText(/^Heir's address/), 'Depok');
  await user.click(screen.getByRole('button', { name: 'Save and continue' }));
  const phoneDialog = await screen.findByRole('dialog', { name: 'Verify your mobile number' });
  await user.type(within(phoneDialog).getByLabelText(/^Mobile number/), '081298765432');
  await user.click(within(phoneDialog).getByRole('button', { name: 'Send OTP code' }));
  const otpDialog = await screen.findByRole('dialog', { name: 'Enter the OTP code' });
  await user.type(within(otpDialog).getAllByRole('textbox')[0]!, '654321');
  expect(await within(otpDialog).findByText('The OTP code you entered is wrong!')).toBeTruthy();
  for (const box of within(otpDialog).getAllByRole('textbox')) await user.clear(box);
  await user.type(within(otpDialog).getAllByRole('textbox')[0]!, '123456');
  return screen.findByRole('dialog', { name: successTitle });
}
