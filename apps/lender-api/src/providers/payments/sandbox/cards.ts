import { createHash } from 'node:crypto';
import type { CardBrand, CardProvider } from '../index.ts';

export interface SandboxCard {
  number: string;
  brand: CardBrand;
  /** What the issuer answers when the card is charged after 3-D Secure. */
  charge: 'approve' | 'decline';
}

/**
 * Cards registered at the sandbox card provider. Any other number (even one passing the Luhn check)
 * is refused with 'Card not allowed'.
 */
export const SANDBOX_CARDS: readonly SandboxCard[] = [
  { number: '4811111111111114', brand: 'VISA', charge: 'approve' },
  { number: '5211111111111117', brand: 'MASTERCARD', charge: 'approve' },
  { number: '3528000700000000', brand: 'JCB', charge: 'approve' },
  { number: '9360001110000000005', brand: 'GPN', charge: 'approve' },
  { number: '4000000000000002', brand: 'VISA', charge: 'decline' },
];

/** The sandbox provider's token of a card number (what saved cards and top-ups keep). */
export function cardFingerprint(number: string): string {
  return createHash('sha256').update(`pendana-card:${number}`).digest('hex');
}

/**
 * The sandbox card provider: only the cards of `SANDBOX_CARDS` are accepted; the issuer approves or
 * declines each as listed (3-D Secure is played by the server's own page, `/sandbox/card/3ds/…`).
 */
export function createSandboxCardProvider(): CardProvider {
  return {
    async register(number) {
      const card = SANDBOX_CARDS.find((c) => c.number === number);
      return card ? { brand: card.brand, token: cardFingerprint(card.number) } : undefined;
    },
    async charge(token) {
      const card = SANDBOX_CARDS.find((c) => cardFingerprint(c.number) === token);
      return card?.charge === 'approve' ? 'approved' : 'declined';
    },
  };
}
