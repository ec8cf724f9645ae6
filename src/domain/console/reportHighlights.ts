// What the Reports page says about a period besides its cards: the best and busiest days, the busiest bay and hour,
// the sentence each chart carries as its text alternative, and the top list split into services and add-ons.
import { formatConsoleDay, formatHour, formatPercent } from './consoleFormat';
import { hourGrid, type HourGrid } from './reportHourGrid';
import { reportsContent as copy, WEEKDAY_NAMES } from './reportsContent';
import { formatMoney } from '../format';
import type { ReportBay, ReportDay, ReportSummary, ReportTopService } from '../reportsWire';

export interface ReportHighlights {
  /** The day that collected most, and the day with most bookings (null when every day is 0). */
  richest: ReportDay | null;
  busiest: ReportDay | null;
  grid: HourGrid;
  services: ReportTopService[];
  addons: ReportTopService[];
  sentences: { revenue: string; bookings: string; bays: string; hours: string };
}

/** The day with the highest value, or null when every day is 0. */
const bestDay = (days: readonly ReportDay[], value: (day: ReportDay) => number) =>
  days.reduce<ReportDay | null>((found, day) => (value(day) > 0 && (!found || value(day) > value(found)) ? day : found), null);

export function reportHighlights(current: ReportSummary): ReportHighlights {
  const richest = bestDay(current.per_day, (day) => day.collected);
  const busiest = bestDay(current.per_day, (day) => day.bookings);
  const busiestBay = current.by_bay.reduce<ReportBay | null>((found, bay) => (!found || bay.utilisation > found.utilisation ? bay : found), null);
  const grid = hourGrid(current.by_hour);
  return {
    richest,
    busiest,
    grid,
    services: current.top_services.filter((item) => item.kind === 'service'),
    addons: current.top_services.filter((item) => item.kind === 'addon'),
    sentences: {
      revenue: copy.days.revenueSummary(formatMoney(current.revenue.collected), richest ? copy.days.bestDay(formatConsoleDay(richest.date), formatMoney(richest.collected)) : null),
      bookings: copy.days.bookingsSummary(current.bookings.total, busiest ? copy.days.busiestDay(formatConsoleDay(busiest.date), busiest.bookings) : null),
      bays: copy.bays.summary(formatPercent(current.utilisation), busiestBay && busiestBay.open_minutes > 0 ? copy.bays.busiest(busiestBay.bay, formatPercent(busiestBay.utilisation)) : null),
      hours: copy.hours.summary(grid.busiest ? copy.hours.busiest(WEEKDAY_NAMES[grid.busiest.weekday - 1] ?? '', formatHour(grid.busiest.hour), grid.busiest.bookings) : null),
    },
  };
}
