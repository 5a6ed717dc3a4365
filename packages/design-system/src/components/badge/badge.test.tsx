import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { transactionStatusLabel, transactionStatusTone } from '../../formatters/transaction-status';
import { axeViolations } from '../../test/axe';
import { Badge } from './badge';

describe('Badge', () => {
  it('shows the transaction status label with its tone (spec §9 numbers)', async () => {
    render(
      <div>
        {[1, 2, 3, 4, 8].map((code) => (
          <Badge key={code} tone={transactionStatusTone(code)}>
            {transactionStatusLabel(code, 'id')}
          </Badge>
        ))}
      </div>,
    );
    expect(screen.getByText('Berhasil').dataset.tone).toBe('success');
    expect(screen.getByText('Gagal').dataset.tone).toBe('danger');
    expect(screen.getByText('Menunggu').dataset.tone).toBe('warning');
    expect(screen.getByText('Batal').dataset.tone).toBe('neutral');
    expect(screen.getByText('Baru').className).toContain('badge--tone_info');
    expect(await axeViolations()).toEqual([]);
  });
});
