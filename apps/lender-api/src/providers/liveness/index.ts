/** A face-liveness session at one of the two providers (spec §7: privy web liveness, VIDA). */
export interface LivenessSession {
  reference: string;
  /** privy: the page the lender is sent to. */
  landingUrl: string;
  /** vida: the token the provider's SDK/page accepts. */
  accessToken: string | null;
  expiresAt: Date;
}

export interface LivenessProvider {
  start(lenderId: number, provider: 'privy' | 'vida'): Promise<LivenessSession>;
}
