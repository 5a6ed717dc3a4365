import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { css } from '@pendana/design-system/styled-system/css';
import { OtpInput, type OtpInputProps } from './otp-input';

function Controlled(props: Omit<OtpInputProps, 'value' | 'onValueChange' | 'onComplete'>) {
  const [value, setValue] = useState('');
  const [complete, setComplete] = useState('');
  return (
    <div className={css({ display: 'grid', gap: '2' })}>
      <OtpInput {...props} value={value} onValueChange={setValue} onComplete={setComplete} />
      <output data-testid="complete">{complete}</output>
    </div>
  );
}

const meta = {
  title: 'Design system/OtpInput',
  component: Controlled,
  tags: ['autodocs', 'catalog'],
  args: {
    label: 'Kode OTP',
    length: 6,
    digitLabel: (index, length) => `Digit ${index + 1} dari ${length}`,
    resend: {
      label: 'Kirim ulang kode',
      seconds: 60,
      waitText: (left) => `Kirim ulang dalam ${left} detik`,
      onResend: () => undefined,
    },
  },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TypeAndAdvance: Story = {
  play: async ({ canvas }) => {
    const boxes = canvas.getAllByRole('textbox');
    await userEvent.click(boxes[0]!);
    await userEvent.keyboard('12a3456');
    await waitFor(() => expect(canvas.getByTestId('complete')).toHaveTextContent('123456'));
    await expect(boxes[0]).toHaveAttribute('autocomplete', 'one-time-code');
  },
};

export const Paste: Story = {
  play: async ({ canvas }) => {
    const boxes = canvas.getAllByRole('textbox');
    await userEvent.click(boxes[0]!);
    await userEvent.paste('987 654');
    await waitFor(() => expect(canvas.getByTestId('complete')).toHaveTextContent('987654'));
  },
};

export const Catalog: Story = {
  render: (args) => (
    <div className={css({ display: 'grid', gap: '6' })}>
      <Controlled {...args} />
      <OtpInput
        label="Kode OTP"
        digitLabel={args.digitLabel}
        error="Kode OTP yg kamu masukan salah!"
        value="123456"
      />
      <OtpInput label="Kode OTP" length={4} digitLabel={args.digitLabel} disabled />
    </div>
  ),
};
