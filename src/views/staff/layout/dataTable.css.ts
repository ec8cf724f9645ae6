// The panel of a wide console table (the audit log, the outbox), which gives way to the table's own cards, one per
// row, on a tablet or a phone (the kit's DataTable with listBelow="tablet").
import { style } from '@vanilla-extract/css';
import { panel as consolePanel } from '../../components/Card.css';
import { below } from '../../layout/breakpoints';

export const panel = style([consolePanel, { '@media': { [below.tablet]: { background: 'none', border: 0, boxShadow: 'none', padding: 0 } } }]);
