// What the providers' webhooks tell the workshop, whatever the provider: a message of ours moved on, or a customer wrote.
/** A delivery status of one of our messages, as the provider names it (SMS's undelivered already reads as failed). */
export interface ProviderStatus {
  providerId: string;
  status: 'queued' | 'sending' | 'sent' | 'delivered' | 'read' | 'failed';
  /** When the provider saw it; null: when the webhook arrived. */
  at: Date | null;
  /** The provider's reason for a failure (code, title, details). */
  error: string | null;
}

/** A customer's message: a text, or a tap on one of the reminder's quick-reply buttons. */
export interface InboundMessage {
  providerId: string;
  /** The sender as the provider gives it, with a leading + ("+923001234567"). */
  from: string;
  /** WhatsApp's profile name, when it sent one. */
  profileName: string | null;
  text: string;
  /** A button tap: its payload (`confirm:{bookingId}`), or null when it carried none. */
  quickReply: { payload: string | null } | null;
  /** The message this one answers (WhatsApp's `context.id`: the wamid of our reminder). */
  contextId: string | null;
  at: Date | null;
}
