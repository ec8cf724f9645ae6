// The weekday × hour grid of the Reports page, shared by the heat map and its table: the hours to show (those from
// the first to the last with any booking; the workshop's day when there is none) and each cell's count.
import { WORKSHOP_CLOSES_MINUTES, WORKSHOP_OPENS_MINUTES } from '../constants';
import type { ReportHour } from '../reportsWire';

export interface HourGrid {
  hours: number[];
  /** counts[weekday - 1][index of the hour in `hours`] */
  counts: number[][];
  max: number;
  busiest: ReportHour | null;
}

export function hourGrid(byHour: readonly ReportHour[]): HourGrid {
  const booked = byHour.filter((cell) => cell.bookings > 0);
  const first = booked.length ? Math.min(...booked.map((cell) => cell.hour)) : Math.floor(WORKSHOP_OPENS_MINUTES / 60);
  const last = booked.length ? Math.max(...booked.map((cell) => cell.hour)) : Math.ceil(WORKSHOP_CLOSES_MINUTES / 60) - 1;
  const hours = Array.from({ length: last - first + 1 }, (_, index) => first + index);
  const counts = Array.from({ length: 7 }, () => hours.map(() => 0));
  let busiest: ReportHour | null = null;
  for (const cell of booked) {
    const row = counts[cell.weekday - 1];
    if (row) row[cell.hour - first] = (row[cell.hour - first] ?? 0) + cell.bookings;
    if (!busiest || cell.bookings > busiest.bookings) busiest = cell;
  }
  return { hours, counts, max: Math.max(0, ...counts.flat()), busiest };
}

/** 0 for no booking, then 1–4 by the share of the busiest cell. */
export const heatLevel = (count: number, max: number) => (count === 0 || max === 0 ? 0 : Math.min(4, Math.max(1, Math.ceil((count / max) * 4)))) as 0 | 1 | 2 | 3 | 4;
