// A loaded report: the figure cards, then each chart in its panel with its sentence, table view and CSV, then the
// top services and add-ons and bookings by status and source.
import { useId } from 'react';
import { reportFigures } from '../../../domain/console/reportFigures';
import { reportsContent as copy, WEEKDAY_NAMES } from '../../../domain/console/reportsContent';
import { formatConsoleDay, formatHour, formatPercent } from '../../../domain/console/consoleFormat';
import { formatMoney } from '../../../domain/format';
import { reportCsvPath, type ReportDay, type ReportSummary } from '../../../domain/reportsWire';
import { Heading } from '../../components/Heading';
import { PageSection } from '../../components/PageSection';
import { Stack } from '../../components/Stack';
import { BayBars } from './BayBars';
import { ChartSection } from './ChartSection';
import { DayBars } from './DayBars';
import { FigureCards } from './FigureCards';
import { hourGrid } from './hourGrid';
import { HourHeatMap } from './HourHeatMap';
import { BaysTable, DaysTable, HoursTable, SourceTable, StatusTable, TopItemsTable } from './ReportTables';
import * as styles from './ReportsPage.css';

const collectedOf = (day: ReportDay) => day.collected;
const bookingsOf = (day: ReportDay) => day.bookings;
const countText = (value: number) => String(value);

/** The day with the highest value, or null when every day is 0. */
const bestDay = (days: readonly ReportDay[], value: (day: ReportDay) => number) =>
  days.reduce<ReportDay | null>((found, day) => (value(day) > 0 && (!found || value(day) > value(found)) ? day : found), null);

export function ReportBody({ current, previous }: { current: ReportSummary; previous: ReportSummary }) {
  const figuresId = useId();
  const period = { from: current.from, to: current.to };
  const days = current.per_day;
  const richest = bestDay(days, collectedOf);
  const busiest = bestDay(days, bookingsOf);
  const busiestBay = current.by_bay.reduce<(typeof current.by_bay)[number] | null>((found, bay) => (!found || bay.utilisation > found.utilisation ? bay : found), null);
  const grid = hourGrid(current.by_hour);
  const services = current.top_services.filter((item) => item.kind === 'service');
  const addons = current.top_services.filter((item) => item.kind === 'addon');

  const revenueSummary = copy.days.revenueSummary(formatMoney(current.revenue.collected), richest ? copy.days.bestDay(formatConsoleDay(richest.date), formatMoney(richest.collected)) : null);
  const bookingsSummary = copy.days.bookingsSummary(current.bookings.total, busiest ? copy.days.busiestDay(formatConsoleDay(busiest.date), busiest.bookings) : null);
  const baysSummary = copy.bays.summary(formatPercent(current.utilisation), busiestBay && busiestBay.open_minutes > 0 ? copy.bays.busiest(busiestBay.bay, formatPercent(busiestBay.utilisation)) : null);
  const hoursSummary = copy.hours.summary(grid.busiest ? copy.hours.busiest(WEEKDAY_NAMES[grid.busiest.weekday - 1] ?? '', formatHour(grid.busiest.hour), grid.busiest.bookings) : null);

  return (
    <Stack space="xl">
      <Stack as="section" space="md" aria-labelledby={figuresId}>
        <Heading level={2} id={figuresId}>
          {copy.figures.heading}
        </Heading>
        <FigureCards figures={reportFigures(current, previous)} labelledBy={figuresId} />
      </Stack>

      <div className={styles.grid}>
        <ChartSection
          heading={copy.days.revenueHeading}
          summary={revenueSummary}
          csv={{ name: 'days', label: copy.days.exportName, ...period }}
          chart={(label) => <DayBars days={days} value={collectedOf} format={formatMoney} label={label} highlight={richest?.date ?? null} />}
          table={<DaysTable days={days} />}
        />
        <ChartSection
          heading={copy.days.bookingsHeading}
          summary={bookingsSummary}
          csv={{ name: 'days', label: copy.days.exportName, ...period }}
          chart={(label) => <DayBars days={days} value={bookingsOf} format={countText} label={label} highlight={busiest?.date ?? null} />}
          table={<DaysTable days={days} />}
        />
      </div>

      <ChartSection
        heading={copy.hours.heading}
        summary={hoursSummary}
        csv={{ name: 'hours', label: copy.hours.exportName, ...period }}
        chart={(label) => <HourHeatMap grid={grid} label={label} legend={copy.hours.legend} />}
        table={<HoursTable grid={grid} />}
      />

      <div className={styles.grid}>
        <ChartSection
          heading={copy.bays.heading}
          summary={current.by_bay.length > 0 ? baysSummary : copy.bays.none}
          csv={{ name: 'bays', label: copy.bays.exportName, ...period }}
          chart={(label) => <BayBars bays={current.by_bay} label={label} />}
          table={<BaysTable bays={current.by_bay} />}
        />
        <PageSection tone="panel" heading={copy.breakdown.heading}>
          <StatusTable bookings={current.bookings} />
          <SourceTable bookings={current.bookings} />
        </PageSection>
      </div>

      <PageSection
        tone="panel"
        heading={copy.services.heading}
        lead={copy.services.lead}
        actions={
          <a href={reportCsvPath('services', period.from, period.to)} download>
            {copy.download(copy.services.exportName)}
          </a>
        }
      >
        <div className={styles.grid}>
          <TopItemsTable items={services} caption={copy.services.servicesCaption} emptyText={copy.services.noServices} />
          <TopItemsTable items={addons} caption={copy.services.addonsCaption} emptyText={copy.services.noAddons} />
        </div>
      </PageSection>
    </Stack>
  );
}
