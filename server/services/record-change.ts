// How a workshop change has its audit entry written: a callback run inside the change's own transaction, after the
// change, so the log never tells of a change that was rolled back (and no change goes unrecorded).
import type { Transaction } from '../db/client';

export type RecordChange<Facts> = (tx: Transaction, facts: Facts) => Promise<void>;
