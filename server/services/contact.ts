// Contact messages (spec §2 "Contact"): stored with a hash of the sender's address, never the raw IP.
import type { Executor } from '../db/client';
import { contactMessages } from '../db/schema';
import { sha256 } from './tokens';

export interface NewContactMessage {
  name: string;
  email: string;
  phone: string;
  service: string;
  message: string;
  ip: string;
}

export async function storeContactMessage(db: Executor, input: NewContactMessage): Promise<{ id: string }> {
  const [row] = await db
    .insert(contactMessages)
    .values({
      name: input.name,
      email: input.email,
      phone: input.phone,
      service: input.service,
      message: input.message,
      ipHash: sha256(`contact:${input.ip}`),
    })
    .returning({ id: contactMessages.id });
  if (!row) throw new Error('contact message was not stored');
  return row;
}
