// A printable sheet (the confirmation, the invoice): a card on screen, plain paper in print with nothing of the site
// around it; and its shaded blocks.
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { radius, surface } from './Card.css';

/** A document-like card (confirmation, invoice) that prints as plain paper: no border, shadow or padding. */
export const printableSheet = style([
  surface,
  radius.lg,
  { width: '100%', margin: '0 auto', display: 'grid', gap: vars.space.lg, padding: vars.space.xl, '@media': { print: { border: 0, boxShadow: 'none', padding: 0 } } },
]);

// Printing a sheet: only the sheet, without the site's header, footer and skip link, nor its own buttons and links.
export const printRoot = style({});
globalStyle(`body:has(.${printRoot}) header, body:has(.${printRoot}) footer, body:has(.${printRoot}) a[href="#main"]`, {
  '@media': { print: { display: 'none' } },
});
globalStyle(`.${printRoot} button, .${printRoot} a`, { '@media': { print: { display: 'none' } } });

/** A shaded block inside a printable sheet; outlined instead of shaded on paper, never split across pages. */
export const sheetBlock = style({
  display: 'grid',
  gap: vars.space.xs,
  alignContent: 'start',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  minWidth: 0,
  '@media': { print: { background: 'none', border: `1px solid ${vars.color.border}`, breakInside: 'avoid' } },
});

/** The small uppercase heading of a sheet block. */
export const sheetBlockTitle = style({ margin: 0, fontSize: vars.font.sizeXs, fontWeight: 700, textTransform: 'uppercase', letterSpacing: '0.04em', color: vars.color.textMuted });
