// The invoice's own look: the toolbar and the sheet at the invoice's width, its head (company, number, references),
// the service table, the totals and the payment's badge.
import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import * as ui from '../../styles/ui.css';
import { printableSheet } from '../components/SheetBlock.css';

const narrow = '(max-width: 560px)';

export const toolbar = style({ maxWidth: 860, width: '100%', margin: '0 auto', '@media': { print: { display: 'none' } } });

// The width limit is for screens only: on paper the sheet takes the page.
export const sheet = style([printableSheet, { '@media': { screen: { maxWidth: 860 }, [narrow]: { padding: vars.space.md, gap: vars.space.md } } }]);

export const top = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.lg,
  paddingBottom: vars.space.lg,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const company = style({ maxWidth: 380 });
export const companyName = style({ margin: 0, fontSize: vars.font.sizeLg, fontWeight: 800, color: vars.color.brand });

export const meta = style({
  alignContent: 'start',
  justifyItems: 'end',
  textAlign: 'end',
  '@media': { [narrow]: { justifyItems: 'start', textAlign: 'start' } },
});

export const title = style({ margin: 0, fontSize: vars.font.sizeXl, lineHeight: 1.15, overflowWrap: 'anywhere', '@media': { [narrow]: { fontSize: vars.font.sizeLg } } });

export const badge = style({
  margin: 0,
  justifySelf: 'start',
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.font.sizeSm,
  fontWeight: 700,
  '@media': { print: { padding: 0, background: 'none' } },
});
export const badgeTone = { paid: ui.tint.success, open: ui.tint.warning, void: style({ background: vars.color.surfaceAlt, color: vars.color.textMuted }), refunded: ui.tint.info };

export const strong = style({ margin: 0, fontWeight: 700, overflowWrap: 'anywhere' });
export const details = style({ margin: 0, display: 'grid', gap: vars.space.xs });
export const detailRow = style({ display: 'grid', gridTemplateColumns: 'minmax(96px, auto) 1fr', gap: vars.space.sm });
export const detailLabel = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSm });
export const detailValue = style({ margin: 0, overflowWrap: 'anywhere' });

// Automatic layout: the amounts keep their own width (never cut or pushed past the edge), the description wraps in the rest.
export const table = style({ width: '100%', borderCollapse: 'collapse' });
export const headCell = style({
  textAlign: 'start',
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surfaceAlt,
  fontSize: vars.font.sizeXs,
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.textMuted,
  '@media': { [narrow]: { padding: vars.space.sm } },
});
export const cell = style({
  padding: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
  overflowWrap: 'anywhere',
  '@media': { [narrow]: { padding: vars.space.sm } },
});
/** As narrow as its widest amount (width 1% under automatic layout), on one line. */
export const amountCell = style({ textAlign: 'end', width: '1%', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });
export const lineDetail = style({ display: 'block', marginTop: 2, color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const totals = style({ margin: 0, marginInlineStart: 'auto', width: '100%', maxWidth: 360, display: 'grid', gap: vars.space.xs });
const totalRowBase = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md, padding: `${vars.space.xs} ${vars.space.md}` });
export const totalRow = style([totalRowBase, { color: vars.color.textMuted }]);
export const grandTotal = style([
  totalRowBase,
  {
    marginTop: vars.space.xs,
    paddingTop: vars.space.sm,
    borderTop: `2px solid ${vars.color.text}`,
    fontWeight: 800,
    fontSize: vars.font.sizeLg,
    color: vars.color.text,
  },
]);
export const totalAmount = style({ margin: 0, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });
