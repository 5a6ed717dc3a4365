import type { PortfolioAllocation } from '@pendana/api-sdk';
import { allocationMessages as messages } from '../messages';

const STAGE_LABELS = {
  fundraising: messages.fundraising,
  funded: messages.funded,
  running: messages.running,
  late: messages.late,
} as const;

/**
 * The rows of where the money is, in the server's figures: the wallet, the money a withdrawal
 * reserves (only while there is some), then each stage of invested money in the server's order.
 */
export function allocationPositions(data: PortfolioAllocation) {
  return [
    { key: 'available', amount: data.available, label: messages.available },
    ...(data.reserved > 0
      ? [{ key: 'reserved', amount: data.reserved, label: messages.reserved }]
      : []),
    ...data.by_stage.map(({ stage, amount }) => ({
      key: stage,
      amount,
      label: STAGE_LABELS[stage],
    })),
  ];
}
