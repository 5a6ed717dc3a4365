/** Outgoing SMS (phone OTP). The sandbox keeps every SMS in the outbox (`/sandbox/outbox`). */
export interface SmsProvider {
  send(message: { to: string; body: string }): Promise<void>;
}
