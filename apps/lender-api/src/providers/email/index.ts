/** Outgoing mail. The sandbox keeps every mail in the outbox (`/sandbox/outbox`). */
export interface EmailMessage {
  to: string;
  subject: string;
  body: string;
  /** The main link of the mail (verification, reset), shown as a button in the outbox. */
  link?: string;
}

export interface EmailProvider {
  send(message: EmailMessage): Promise<void>;
}
