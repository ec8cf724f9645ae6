// A loaded report: the figure cards, then each chart in its panel with its sentence, table view and CSV, then the
// top services and add-ons and bookings by status and source.
import { useId } from 'react';
import { reportFigures } from '../../../domain/console/reportFigures';
import { reportHighlights } from '../../../domain/console/reportHighlights';
import { reportsContent as copy } from '../../../domain/console/reportsContent';
import { formatMoney } from '../../../domain/format';
import { reportCsvPath, type ReportDay, type ReportSummary } from '../../../domain/reportsWire';
import { Heading } from '../../components/Heading';
import { PageSection } from '../../components/PageSection';
import { Stack } from '../../components/Stack';
import { BayBars } from './BayBars';
import { ChartSection } from './ChartSection';
import { DayBars } from './DayBars';
import { FigureCards } from './FigureCards';
import { HourHeatMap } from './HourHeatMap';
import { BaysTable, DaysTable, HoursTable, SourceTable, StatusTable, TopItemsTable } from './ReportTables';
import * as styles from './ReportsPage.css';

const collectedOf = (day: ReportDay) => day.collected;
const bookingsOf = (day: ReportDay) => day.bookings;
const countText = (value: number) => String(value);

export function ReportBody({ current, previous }: { current: ReportSummary; previous: ReportSummary }) {
  const figuresId = useId();
  const period = { from: current.from, to: current.to };
  const days = current.per_day;
  const { richest, busiest, grid, services, addons, sentences } = reportHighlights(current);

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
          summary={sentences.revenue}
          csv={{ name: 'days', label: copy.days.exportName, ...period }}
          chart={(label) => <DayBars days={days} value={collectedOf} format={formatMoney} label={label} highlight={richest?.date ?? null} />}
          table={<DaysTable days={days} />}
        />
        <ChartSection
          heading={copy.days.bookingsHeading}
          summary={sentences.bookings}
          csv={{ name: 'days', label: copy.days.exportName, ...period }}
          chart={(label) => <DayBars days={days} value={bookingsOf} format={countText} label={label} highlight={busiest?.date ?? null} />}
          table={<DaysTable days={days} />}
        />
      </div>

      <ChartSection
        heading={copy.hours.heading}
        summary={sentences.hours}
        csv={{ name: 'hours', label: copy.hours.exportName, ...period }}
        chart={(label) => <HourHeatMap grid={grid} label={label} legend={copy.hours.legend} />}
        table={<HoursTable grid={grid} />}
      />

      <div className={styles.grid}>
        <ChartSection
          heading={copy.bays.heading}
          summary={current.by_bay.length > 0 ? sentences.bays : copy.bays.none}
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
