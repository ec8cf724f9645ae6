// One chart of the Reports page in its panel: the heading, the sentence that says what the chart shows (its text
// alternative too), "Show as table" / "Show as chart", the table's CSV download, and the chart or the table.
import { useState, type ReactNode } from 'react';
import { reportsContent as copy } from '../../../domain/console/reportsContent';
import { reportCsvPath, type ReportExport } from '../../../domain/reportsWire';
import { Button } from '../../components/Button';
import { Inline } from '../../components/Inline';
import { PageSection } from '../../components/PageSection';
import * as styles from './ReportsPage.css';

interface ChartSectionProps {
  heading: string;
  /** What the chart shows, in a sentence: read under the heading and by assistive technology as the chart's name. */
  summary: string;
  /** The table's CSV: its name and the period. */
  csv?: { name: ReportExport; label: string; from: string; to: string };
  chart: (summary: string) => ReactNode;
  table: ReactNode;
}

export function ChartSection({ heading, summary, csv, chart, table }: ChartSectionProps) {
  const [asTable, setAsTable] = useState(false);
  return (
    <PageSection
      tone="panel"
      level={2}
      heading={heading}
      actions={
        <Inline space="sm">
          <Button variant="secondary" size="small" onClick={() => setAsTable((shown) => !shown)}>
            {asTable ? copy.showChart : copy.showTable}
          </Button>
          {csv ? (
            <a href={reportCsvPath(csv.name, csv.from, csv.to)} download>
              {copy.download(csv.label)}
            </a>
          ) : null}
        </Inline>
      }
    >
      <p className={styles.summary}>{summary}</p>
      {asTable ? table : chart(summary)}
    </PageSection>
  );
}
