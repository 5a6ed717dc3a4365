// The withdrawal form's values and rules: the amount within what the screen states (the server's
// minimum and what can be withdrawn now), a reason from the list, an optional note (contract: 255).
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import * as z from 'zod/mini';
import { limitedAmountSchema, requiredText, type AmountLimits } from '@pendana/forms';

export interface WithdrawalValues {
  nominal: string;
  kode_alasan: string;
  keterangan: string;
}

export const EMPTY_WITHDRAWAL: WithdrawalValues = { nominal: '', kode_alasan: '', keterangan: '' };

export const NOTE_MAX = 255;

export function withdrawalResolver(limits: AmountLimits): Resolver<WithdrawalValues> {
  const schema = z.object({
    nominal: limitedAmountSchema(limits),
    kode_alasan: requiredText(),
    keterangan: z.string().check(z.trim(), z.maxLength(NOTE_MAX)),
  });
  return zodResolver(schema) as unknown as Resolver<WithdrawalValues>;
}
