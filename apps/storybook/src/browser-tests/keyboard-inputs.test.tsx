// Keyboard only: every input is reached with Tab, shows a focus ring (on the input or on
// the field frame around it) and is filled or chosen with keys alone. Real key presses, Chromium.
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { Checkbox } from '@pendana/design-system/components/checkbox';
import { Combobox } from '@pendana/design-system/components/combobox';
import { DateField } from '@pendana/design-system/components/date-field';
import { MoneyInput } from '@pendana/design-system/components/money-input';
import { NumberField } from '@pendana/design-system/components/number-field';
import { OtpInput } from '@pendana/design-system/components/otp-input';
import { PasswordInput } from '@pendana/design-system/components/password-input';
import { RadioGroup } from '@pendana/design-system/components/radio-group';
import {
  EMPTY_REGION,
  RegionPicker,
  type RegionValue,
} from '@pendana/design-system/components/region-picker';
import { Select } from '@pendana/design-system/components/select';
import { Switch } from '@pendana/design-system/components/switch';
import { TextField } from '@pendana/design-system/components/text-field';
import { Textarea } from '@pendana/design-system/components/textarea';
import { press, shiftTab, tab, tabTo, tabToWithRing, type } from './keyboard';
import { render } from './render';

/** The field frame's control box (draws the ring of text-like inputs through :focus-within). */
const frameOf = (input: Element) => input.parentElement as Element;

const BANKS = [
  { value: '002', label: 'Bank BRI' },
  { value: '008', label: 'Bank Mandiri' },
  { value: '451', label: 'Bank Syariah Indonesia' },
];

describe('Keyboard: inputs', () => {
  it('TextField: Tab focuses the input (ring on its frame) and typing fills it', async () => {
    await render(<TextField label="Nama lengkap" />);
    const input = page.getByRole('textbox', { name: 'Nama lengkap' }).element();
    await tabToWithRing(input, frameOf(input));
    await type('Siti Aminah');
    expect((input as HTMLInputElement).value).toBe('Siti Aminah');
  });

  it('PasswordInput: type, then Tab to the toggle (own ring) and Space shows the password', async () => {
    await render(
      <PasswordInput
        label="Kata sandi"
        showLabel="Tampilkan kata sandi"
        hideLabel="Sembunyikan kata sandi"
      />,
    );
    const input = page.getByLabelText('Kata sandi', { exact: true }).element() as HTMLInputElement;
    await tabToWithRing(input, frameOf(input));
    await type('Rahasia123');
    const toggle = page.getByRole('button', { name: 'Tampilkan kata sandi' }).element();
    await tabToWithRing(toggle);
    await press(' ');
    expect(input.type).toBe('text');
    await expect
      .element(page.getByRole('button', { name: 'Sembunyikan kata sandi' }))
      .toHaveFocus();
    await press('Enter');
    expect(input.type).toBe('password');
    expect(input.value).toBe('Rahasia123');
  });

  it('MoneyInput: digits typed with the keyboard group with dots; Backspace removes one', async () => {
    function Money() {
      const [value, setValue] = useState('');
      return (
        <>
          <MoneyInput label="Nominal" value={value} onValueChange={setValue} />
          <output data-testid="wire">{value}</output>
        </>
      );
    }
    await render(<Money />);
    const input = page.getByRole('textbox', { name: 'Nominal' }).element() as HTMLInputElement;
    await tabToWithRing(input, frameOf(input));
    await type('1500000');
    expect(input.value).toBe('1.500.000');
    await expect.element(page.getByTestId('wire')).toHaveTextContent('1500000');
    await press('Backspace');
    expect(input.value).toBe('150.000');
    await press('Home');
    await press('Delete');
    expect(input.value).toBe('50.000');
  });

  it('NumberField: digits typed with the keyboard group with dots, no currency', async () => {
    function Units() {
      const [value, setValue] = useState('');
      return (
        <NumberField label="Jumlah unit" endAddon="unit" value={value} onValueChange={setValue} />
      );
    }
    await render(<Units />);
    const input = page.getByRole('textbox', { name: 'Jumlah unit' }).element() as HTMLInputElement;
    await tabToWithRing(input, frameOf(input));
    await type('12500');
    expect(input.value).toBe('12.500');
    await press('Backspace');
    expect(input.value).toBe('1.250');
  });

  it('DateField: typed digits become DD-MM-YYYY', async () => {
    function DateOfBirth() {
      const [value, setValue] = useState('');
      return <DateField label="Tanggal lahir" value={value} onValueChange={setValue} />;
    }
    await render(<DateOfBirth />);
    const input = page.getByRole('textbox', { name: 'Tanggal lahir' }).element();
    await tabToWithRing(input, frameOf(input));
    await type('05011990');
    expect((input as HTMLInputElement).value).toBe('05-01-1990');
  });

  it('Textarea: Tab focuses it, Enter adds a line, Tab leaves it', async () => {
    await render(
      <>
        <Textarea label="Alamat" />
        <button type="button">Simpan</button>
      </>,
    );
    const area = page.getByRole('textbox', { name: 'Alamat' }).element() as HTMLTextAreaElement;
    await tabToWithRing(area, frameOf(area));
    await type('Jl. Merdeka 1');
    await press('Enter');
    await type('Jakarta');
    expect(area.value).toBe('Jl. Merdeka 1\nJakarta');
    await tab();
    expect(document.activeElement).toBe(page.getByRole('button', { name: 'Simpan' }).element());
  });

  it('Checkbox: Tab shows the ring on the box; Space toggles it', async () => {
    const onChange = vi.fn();
    await render(<Checkbox label="Saya setuju" onCheckedChange={onChange} />);
    const box = page.getByRole('checkbox', { name: 'Saya setuju' }).element();
    const control = document.querySelector('[data-part="control"]') as Element;
    await tabToWithRing(box, control);
    await press(' ');
    expect(onChange).toHaveBeenLastCalledWith(true);
    await press(' ');
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('Switch: Tab shows the ring on the track; Space toggles it', async () => {
    const onChange = vi.fn();
    await render(<Switch label="Notifikasi email" onCheckedChange={onChange} />);
    const input = page.getByRole('switch', { name: 'Notifikasi email' }).element();
    const control = document.querySelector('[data-part="control"]') as Element;
    await tabToWithRing(input, control);
    await press(' ');
    expect(onChange).toHaveBeenLastCalledWith(true);
  });

  it('RadioGroup: one Tab stop; arrows move and choose; the ring follows', async () => {
    const onChange = vi.fn();
    await render(
      <RadioGroup
        label="Jenis kelamin"
        defaultValue="1"
        onValueChange={onChange}
        options={[
          { value: '1', label: 'Laki-laki' },
          { value: '2', label: 'Perempuan' },
        ]}
      />,
    );
    const male = page.getByRole('radio', { name: 'Laki-laki' }).element();
    const controls = document.querySelectorAll('[data-part="item-control"]');
    await tabToWithRing(male, controls[0] as Element);
    await press('ArrowDown');
    const female = page.getByRole('radio', { name: 'Perempuan' });
    await expect.element(female).toHaveFocus();
    await expect.element(female).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('2');
    await expect.poll(() => controls[1]?.hasAttribute('data-focus-visible')).toBe(true);
  });

  it('Select: Tab to the trigger; Enter opens, arrows move, Enter chooses; Escape closes', async () => {
    function Religion() {
      const [value, setValue] = useState('');
      return (
        <>
          <Select
            label="Agama"
            placeholder="Pilih agama"
            value={value}
            onValueChange={setValue}
            options={[
              { value: '1', label: 'Islam' },
              { value: '2', label: 'Kristen' },
              { value: '3', label: 'Katolik' },
            ]}
          />
          <output data-testid="value">{value}</output>
        </>
      );
    }
    await render(<Religion />);
    const trigger = page.getByRole('combobox', { name: 'Agama' }).element();
    await tabToWithRing(trigger, frameOf(trigger));
    await press('Enter');
    await expect.element(page.getByRole('listbox')).toBeVisible();
    await press('ArrowDown');
    await press('Enter');
    await expect.element(page.getByTestId('value')).not.toBeEmptyDOMElement();
    const chosen = document.querySelector('[data-testid="value"]')?.textContent;
    await expect.poll(() => document.activeElement).toBe(trigger);
    await press('ArrowDown');
    await expect.element(page.getByRole('listbox')).toBeVisible();
    await press('Escape');
    await expect.element(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(document.activeElement).toBe(trigger);
    expect(document.querySelector('[data-testid="value"]')?.textContent).toBe(chosen);
  });

  it('Combobox: type to search, ArrowDown + Enter chooses, Escape closes the list', async () => {
    function Bank() {
      const [value, setValue] = useState('');
      return (
        <>
          <Combobox
            label="Bank"
            options={BANKS}
            value={value}
            onValueChange={setValue}
            emptyText="Tidak ditemukan"
            toggleLabel="Buka daftar bank"
          />
          <output data-testid="value">{value}</output>
        </>
      );
    }
    await render(<Bank />);
    const input = page.getByRole('combobox', { name: 'Bank' }).element();
    await tabToWithRing(input, frameOf(input));
    await type('syariah');
    await expect
      .poll(() => [...document.querySelectorAll('[role="option"]')].map((o) => o.textContent))
      .toEqual(['Bank Syariah Indonesia']);
    await press('ArrowDown');
    await press('Enter');
    await expect.element(page.getByTestId('value')).toHaveTextContent('451');
    await expect
      .element(page.getByRole('combobox', { name: 'Bank' }))
      .toHaveAttribute('aria-expanded', 'false');
    await press('ArrowDown');
    await expect.element(page.getByRole('listbox')).toBeVisible();
    await press('Escape');
    await expect.element(input).toHaveAttribute('aria-expanded', 'false');
    expect(document.activeElement).toBe(input);
  });

  it('RegionPicker: each level is chosen with the keyboard; the next level opens after it', async () => {
    const onChange = vi.fn();
    function Region() {
      const [value, setValue] = useState<RegionValue>(EMPTY_REGION);
      return (
        <RegionPicker
          value={value}
          onValueChange={(next, level) => {
            setValue(next);
            onChange(next, level);
          }}
          options={{
            province: [{ value: '31', label: 'DKI Jakarta' }],
            regency: [{ value: '3171', label: 'Jakarta Selatan' }],
            district: [{ value: '317101', label: 'Tebet' }],
            village: [{ value: '3171011001', label: 'Manggarai' }],
          }}
          labels={{
            province: 'Provinsi',
            regency: 'Kota/Kabupaten',
            district: 'Kecamatan',
            village: 'Kelurahan',
          }}
          emptyText="Tidak ditemukan"
          loadingLabel="Memuat"
          toggleLabel={(level) => `Buka daftar ${level}`}
        />
      );
    }
    await render(<Region />);
    const province = page.getByRole('combobox', { name: 'Provinsi' }).element();
    await tabToWithRing(province, frameOf(province));
    await type('jak');
    await press('ArrowDown');
    await press('Enter');
    await expect.poll(() => onChange.mock.calls.at(-1)?.[1]).toBe('province');
    const regency = page.getByRole('combobox', { name: 'Kota/Kabupaten' });
    await expect.element(regency).toBeEnabled();
    await tabTo(regency.element());
    await press('ArrowDown');
    await press('Enter');
    await expect
      .poll(() => onChange.mock.calls.at(-1)?.[0])
      .toEqual({
        province: '31',
        regency: '3171',
        district: '',
        village: '',
      });
  });

  it('OtpInput: one Tab stop; typing fills box after box, Backspace goes back, Tab leaves', async () => {
    const onComplete = vi.fn();
    await render(
      <>
        <button type="button">Sebelum</button>
        <OtpInput
          label="Kode OTP"
          length={4}
          onComplete={onComplete}
          digitLabel={(index, length) => `Digit ${index + 1} dari ${length}`}
        />
        <button type="button">Sesudah</button>
      </>,
    );
    const first = page.getByRole('textbox', { name: 'Digit 1 dari 4' }).element();
    await tabToWithRing(first);
    await type('12');
    await expect.element(page.getByRole('textbox', { name: 'Digit 3 dari 4' })).toHaveFocus();
    await press('Backspace');
    await type('a');
    await type('234');
    expect(onComplete).toHaveBeenCalledWith('1234');
    await tab();
    expect(document.activeElement).toBe(page.getByRole('button', { name: 'Sesudah' }).element());
    await shiftTab();
    expect(first.parentElement?.contains(document.activeElement)).toBe(true);
  });
});
