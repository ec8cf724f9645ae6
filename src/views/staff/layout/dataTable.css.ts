// A wide console table (the audit log, the outbox) that becomes one card per row on a tablet or a phone: the kit's
// DataTable classes at its `tablet` breakpoint, in a panel that gives way to the cards there.
import { style } from '@vanilla-extract/css';
import { panel as consolePanel } from '../../components/Card.css';
import * as dataTable from '../../components/DataTable.css';
import { below } from '../../layout/breakpoints';
import { vars } from '../../../styles/theme.css';

/** The table's card: a panel on wider screens; on a phone the rows are the cards. */
export const panel = style([
  consolePanel,
  {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: vars.space.md,
    '@media': { [below.tablet]: { background: 'none', border: 0, boxShadow: 'none', padding: 0 } },
  },
]);

export const { scroller, caption, headCell, nowrap } = dataTable;
export const stackedTable = dataTable.table.tablet;
export const head = dataTable.head.tablet;
export const body = dataTable.body.tablet;
export const row = dataTable.row.tablet;
export const cell = dataTable.cell.tablet;
