// JazzCash's times: yyyyMMddHHmmss on Karachi's clock (UTC+5 all year, no daylight saving).
const KARACHI_OFFSET_MS = 5 * 60 * 60 * 1000;

export function karachiStamp(at: Date): string {
  return new Date(at.getTime() + KARACHI_OFFSET_MS).toISOString().slice(0, 19).replace(/[-T:]/g, '');
}

/** The instant a stamp names, or null when it is not a real yyyyMMddHHmmss time (20261331…, 20260230…). */
export function parseKarachiStamp(stamp: string): Date | null {
  const parts = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(stamp);
  if (!parts) return null;
  const [year, month, day, hour, minute, second] = parts.slice(1).map(Number) as [number, number, number, number, number, number];
  const at = new Date(Date.UTC(year, month - 1, day, hour, minute, second) - KARACHI_OFFSET_MS);
  // Date.UTC rolls 31 February over into March: a stamp is real only if it reads back the same.
  return karachiStamp(at) === stamp ? at : null;
}
