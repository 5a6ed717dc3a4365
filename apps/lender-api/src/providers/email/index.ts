/** Outgoing mail. The sandbox keeps every mail in the outbox (`/sandbox/outbox`). */
export interface EmailMessage {
  to: string;
  subject: string;
  /** The plain-text part. */
  body: string;
  /** The HTML part, when the mail has one (the same words as `body`). */
  html?: string;
  /** The main link of the mail (verification, reset), shown as a button in the outbox. */
  link?: string;
}

export interface EmailProvider {
  send(message: EmailMessage): Promise<void>;
}
