// What every page of both apps shares beside the kit's parts (src/views/components): the page container and
// sections, the form's grid, choice tiles, alerts, badges and the printable sheet.
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const container = style({
  width: '100%',
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `0 ${vars.space.md}`,
});

export const page = style({ flex: 1, padding: `${vars.space.xl} 0 ${vars.space.xxl}` });

export const section = style({ padding: `${vars.space.xxl} 0` });

export const sectionTitle = style({ fontSize: vars.font.sizeXl, marginBottom: vars.space.sm, textAlign: 'center' });
export const sectionLead = style({ color: vars.color.textMuted, textAlign: 'center', maxWidth: 640, margin: `0 auto ${vars.space.xl}` });

/**
 * A choice shown as a pressable tile (the wizard's services and vehicles, the date grid): outlined, brand border on
 * hover, brand-tinted when chosen (`aria-pressed="true"`), greyed when disabled. Layout is the caller's.
 */
export const choiceTile = style({
  background: vars.color.surface,
  color: vars.color.text,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  transition: 'border-color 120ms ease, background-color 120ms ease',
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.brand },
    '&[aria-pressed="true"]': { borderColor: vars.color.brand, background: vars.color.brandSoft },
    '&:disabled': { cursor: 'not-allowed', background: vars.color.surfaceAlt, color: vars.color.textMuted },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
});

export const form = style({ display: 'grid', gap: vars.space.md });

/** The fieldset that holds a form's controls (components/Form.tsx): no box of its own, its children lay out as the form's. */
export const formControls = style({ display: 'contents', border: 0, margin: 0, padding: 0, minWidth: 0 });

/** A discount beside a price ("Save PKR 500", "17% off"): a small green pill. */
export const savingBadge = style({
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  background: vars.color.successSoft,
  color: vars.color.success,
  fontSize: vars.font.sizeXs,
  fontWeight: 700,
  whiteSpace: 'nowrap',
});

export const alert = styleVariants({
  error: { background: vars.color.dangerSoft, color: vars.color.danger, padding: vars.space.md, borderRadius: vars.radius.md },
  info: { background: vars.color.infoSoft, color: vars.color.info, padding: vars.space.md, borderRadius: vars.radius.md },
  success: { background: vars.color.successSoft, color: vars.color.success, padding: vars.space.md, borderRadius: vars.radius.md },
});

export const narrow = style({ maxWidth: 460, margin: '0 auto' });

/** A document-like card (confirmation, invoice) that prints as plain paper: no border, shadow or padding. */
export const printableSheet = style({
  width: '100%',
  margin: '0 auto',
  display: 'grid',
  gap: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.xl,
  minWidth: 0,
  '@media': { print: { border: 0, boxShadow: 'none', padding: 0 } },
});

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

export const badge = style({
  display: 'inline-block',
  padding: `2px ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.font.sizeXs,
  fontWeight: 700,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});
