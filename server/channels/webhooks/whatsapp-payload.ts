// What a WhatsApp Cloud API webhook carries that the workshop uses: delivery statuses of its messages, and the
// customers' text messages and quick-reply buttons. Read leniently: a part of another shape is skipped, never refused
// (Meta resends whatever is not answered 200).
import * as v from 'valibot';
import type { ProviderStatus, InboundMessage } from './events';

const Status = v.looseObject({
  id: v.string(),
  status: v.picklist(['sent', 'delivered', 'read', 'failed']),
  timestamp: v.optional(v.string()),
  errors: v.optional(v.array(v.looseObject({ code: v.optional(v.number()), title: v.optional(v.string()), message: v.optional(v.string()), error_data: v.optional(v.looseObject({ details: v.optional(v.string()) })) }))),
});

const Message = v.looseObject({
  id: v.string(),
  from: v.pipe(v.string(), v.regex(/^\d{6,15}$/)),
  type: v.string(),
  timestamp: v.optional(v.string()),
  text: v.optional(v.looseObject({ body: v.string() })),
  button: v.optional(v.looseObject({ payload: v.optional(v.string()), text: v.optional(v.string()) })),
  interactive: v.optional(v.looseObject({ type: v.string(), button_reply: v.optional(v.looseObject({ id: v.optional(v.string()), title: v.optional(v.string()) })) })),
  context: v.optional(v.looseObject({ id: v.optional(v.string()) })),
});

const Contact = v.looseObject({ wa_id: v.optional(v.string()), profile: v.optional(v.looseObject({ name: v.optional(v.string()) })) });

const Value = v.looseObject({
  contacts: v.optional(v.array(v.unknown())),
  messages: v.optional(v.array(v.unknown())),
  statuses: v.optional(v.array(v.unknown())),
});

const Envelope = v.looseObject({
  object: v.literal('whatsapp_business_account'),
  entry: v.array(v.looseObject({ changes: v.optional(v.array(v.looseObject({ field: v.optional(v.string()), value: v.optional(v.unknown()) }))) })),
});

export interface WhatsAppEvents {
  statuses: ProviderStatus[];
  messages: InboundMessage[];
}

/** WhatsApp's timestamps are Unix seconds as text. */
const instantOf = (timestamp: string | undefined): Date | null => (timestamp && /^\d{1,12}$/.test(timestamp) ? new Date(Number(timestamp) * 1000) : null);

const errorText = (errors: v.InferOutput<typeof Status>['errors']): string | null => {
  const first = errors?.[0];
  if (!first) return null;
  const parts = [first.code === undefined ? null : String(first.code), first.title ?? first.message ?? null, first.error_data?.details ?? null].filter((part): part is string => !!part);
  return parts.length > 0 ? parts.join(': ') : null;
};

function inboundOf(message: v.InferOutput<typeof Message>, names: Map<string, string>): InboundMessage | null {
  const base = { providerId: message.id, from: `+${message.from}`, profileName: names.get(message.from) ?? null, contextId: message.context?.id ?? null, at: instantOf(message.timestamp) };
  if (message.type === 'text' && message.text) return { ...base, text: message.text.body, quickReply: null };
  if (message.type === 'button' && message.button) {
    return { ...base, text: message.button.text ?? message.button.payload ?? '', quickReply: { payload: message.button.payload ?? null } };
  }
  if (message.type === 'interactive' && message.interactive?.type === 'button_reply' && message.interactive.button_reply) {
    const reply = message.interactive.button_reply;
    return { ...base, text: reply.title ?? reply.id ?? '', quickReply: { payload: reply.id ?? null } };
  }
  return null;
}

/** The statuses and messages of a parsed webhook body; nothing for a body of another kind. */
export function whatsappEvents(body: unknown): WhatsAppEvents {
  const events: WhatsAppEvents = { statuses: [], messages: [] };
  const envelope = v.safeParse(Envelope, body);
  if (!envelope.success) return events;
  for (const entry of envelope.output.entry) {
    for (const change of entry.changes ?? []) {
      if (change.field !== undefined && change.field !== 'messages') continue;
      const value = v.safeParse(Value, change.value);
      if (!value.success) continue;
      const names = new Map<string, string>();
      for (const raw of value.output.contacts ?? []) {
        const contact = v.safeParse(Contact, raw);
        const name = contact.success ? contact.output.profile?.name?.trim() : undefined;
        if (contact.success && contact.output.wa_id && name) names.set(contact.output.wa_id, name);
      }
      for (const raw of value.output.statuses ?? []) {
        const status = v.safeParse(Status, raw);
        if (status.success) events.statuses.push({ providerId: status.output.id, status: status.output.status, at: instantOf(status.output.timestamp), error: errorText(status.output.errors) });
      }
      for (const raw of value.output.messages ?? []) {
        const message = v.safeParse(Message, raw);
        const inbound = message.success ? inboundOf(message.output, names) : null;
        if (inbound) events.messages.push(inbound);
      }
    }
  }
  return events;
}
