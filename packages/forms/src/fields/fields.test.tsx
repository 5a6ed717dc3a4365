import { zodResolver } from '@hookform/resolvers/zod';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { amountSchema, base64ImageSchema, ddMmYyyySchema, requiredText } from '../schemas';
import { axeViolations } from '../test/axe';
import { renderWithIntl as render } from '../test/intl';
import { FormFileField } from './file-field';
import { FormImageCaptureField } from './image-capture-field';
import { FormRegionField } from './region-field';
import { FormComboboxField, FormDateField, FormMoneyField, FormOtpField, FormSelectField } from '.';

const schema = z.object({
  nominal: amountSchema(),
  tanggal: ddMmYyyySchema(),
  agama: requiredText('validation.religionRequired'),
  bank: requiredText('Bank harap diisi'),
  provinsi: requiredText('Provinsi harap diisi'),
  kota: requiredText('Kota harap diisi'),
  kecamatan: z.string(),
  kelurahan: z.string(),
  kode_pos: z.string(),
  otp: z.string().check(z.length(4, 'validation.otpInvalid')),
  foto: base64ImageSchema(),
  dokumen: z.array(z.instanceof(File)).check(z.minLength(1, 'Dokumen harap diunggah')),
});
type Values = z.infer<typeof schema>;

const regionLabels = {
  province: 'Provinsi',
  regency: 'Kota',
  district: 'Kecamatan',
  village: 'Kelurahan',
};
const cameraTexts = {
  start: 'Buka kamera',
  capture: 'Ambil foto',
  retake: 'Ulangi',
  chooseFile: 'Unggah dari galeri',
  previewAlt: 'Foto KTP',
  videoLabel: 'Pratinjau kamera',
  errors: {
    notAllowed: 'a',
    notFound: 'b',
    notSupported: 'c',
    inUse: 'd',
    failed: 'e',
    fileFailed: 'f',
  },
};
const fileTexts = {
  drop: 'Seret berkas ke sini',
  choose: 'Pilih berkas',
  remove: (name: string) => `Hapus ${name}`,
  tooLarge: (max: string) => `Maks ${max}`,
  invalidType: 'Format salah',
  tooMany: 'Satu berkas',
  progress: (percent: number) => `${percent}%`,
};

function AllFields({
  defaults,
  onValid,
}: {
  defaults: Partial<Values>;
  onValid: (values: Values) => void;
}) {
  const { control, handleSubmit } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      nominal: '',
      tanggal: '',
      agama: '',
      bank: '',
      provinsi: '',
      kota: '',
      kecamatan: '',
      kelurahan: '',
      kode_pos: '',
      otp: '',
      foto: '',
      dokumen: [],
      ...defaults,
    },
  });
  return (
    <form noValidate onSubmit={handleSubmit(onValid)}>
      <FormMoneyField control={control} name="nominal" label="Nominal" />
      <FormDateField control={control} name="tanggal" label="Tanggal lahir" />
      <FormSelectField
        control={control}
        name="agama"
        label="Agama"
        options={[{ value: '1', label: 'Islam' }]}
      />
      <FormComboboxField
        control={control}
        name="bank"
        label="Bank"
        options={[{ value: '009', label: 'BNI' }]}
        emptyText="-"
        toggleLabel="Buka"
      />
      <FormRegionField
        control={control}
        names={{
          province: 'provinsi',
          regency: 'kota',
          district: 'kecamatan',
          village: 'kelurahan',
          postcode: 'kode_pos',
        }}
        useOptions={() => ({
          province: [{ value: '31', label: 'DKI Jakarta' }],
          regency: [{ value: '3171', label: 'Jakarta Selatan' }],
          district: [],
          village: [],
        })}
        labels={regionLabels}
        emptyText="-"
        loadingLabel="Memuat"
        toggleLabel={(level) => `Buka ${level}`}
      />
      <FormOtpField
        control={control}
        name="otp"
        label="Kode OTP"
        length={4}
        digitLabel={(i, n) => `Digit ${i + 1} dari ${n}`}
      />
      <FormImageCaptureField
        control={control}
        name="foto"
        label="Foto KTP"
        guide="id-card"
        width={800}
        height={600}
        quality={0.9}
        texts={cameraTexts}
      />
      <FormFileField
        control={control}
        name="dokumen"
        label="Dokumen"
        accept={['application/pdf']}
        maxSize={1024 * 1024}
        texts={fileTexts}
      />
      <button type="submit">Simpan</button>
    </form>
  );
}

describe('form fields over the design-system inputs', () => {
  it('show every zod message on an empty submit', async () => {
    const onValid = vi.fn();
    render(<AllFields defaults={{}} onValid={onValid} />);
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    // nominal and tanggal: 'validation.required' in the app's catalogue.
    expect(await screen.findAllByText('Harap diisi')).toHaveLength(2);
    for (const message of [
      'Agama harap diisi',
      'Bank harap diisi',
      'Provinsi harap diisi',
      'Kota harap diisi',
      'Kode OTP yg kamu masukan salah!',
      'Gambar gagal diproses!',
      'Dokumen harap diunggah',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(onValid).not.toHaveBeenCalled();
  });

  it('submit typed and preset values in their wire shapes', async () => {
    const onValid = vi.fn();
    render(
      <AllFields
        defaults={{
          agama: '1',
          bank: '009',
          provinsi: '31',
          kota: '3171',
          otp: '1234',
          foto: 'data:image/jpeg;base64,/9j/4AAQ',
        }}
        onValid={onValid}
      />,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Nominal' }), '1500000');
    expect((screen.getByRole('textbox', { name: 'Nominal' }) as HTMLInputElement).value).toBe(
      '1.500.000',
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Tanggal lahir' }), '05011990');
    const pdf = new File(['%PDF'], 'akta.pdf', { type: 'application/pdf' });
    await userEvent.upload(
      document.querySelector('input[type=file][name=dokumen]') as HTMLInputElement,
      pdf,
    );
    await screen.findByText('akta.pdf');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await vi.waitFor(() => expect(onValid).toHaveBeenCalled());
    const values = onValid.mock.calls[0]?.[0] as Values;
    expect({ ...values, dokumen: values.dokumen.map((file) => file.name) }).toEqual({
      nominal: '1500000',
      tanggal: '05-01-1990',
      agama: '1',
      bank: '009',
      provinsi: '31',
      kota: '3171',
      kecamatan: '',
      kelurahan: '',
      kode_pos: '',
      otp: '1234',
      foto: 'data:image/jpeg;base64,/9j/4AAQ',
      dokumen: ['akta.pdf'],
    });
    expect(screen.getByRole('img', { name: 'Foto KTP' })).toBeTruthy();
  });

  it('has no axe violations with errors shown', async () => {
    render(<AllFields defaults={{}} onValid={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await screen.findByText('Agama harap diisi');
    expect(await axeViolations()).toEqual([]);
  });

  it('refuses 31-02-1990 and speaks the page language', async () => {
    render(<AllFields defaults={{}} onValid={vi.fn()} />, 'en');
    await userEvent.type(screen.getByRole('textbox', { name: 'Tanggal lahir' }), '31021990');
    await userEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Date format DD-MM-YYYY')).toBeTruthy();
    expect(screen.getByText('Religion is required')).toBeTruthy();
  });
});
