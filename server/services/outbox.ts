// Mail the product sends is written to the outbox table first (and only logged until a transport is configured).
import type { Executor } from '../db/client';
import { outbox } from '../db/schema';

export interface Mail {
  to: string;
  subject: string;
  body: string;
}

export async function queueMail(db: Executor, mail: Mail): Promise<number> {
  const [row] = await db.insert(outbox).values(mail).returning({ id: outbox.id });
  if (!row) throw new Error('The outbox insert returned no row.');
  return row.id;
}
