import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import * as ui from '../../styles/ui.css';

export const page = style({ paddingTop: vars.space.xl, paddingBottom: vars.space.xxl });

// The width limit is for screens only: on paper the sheet takes the page.
export const sheet = style([ui.printableSheet, { '@media': { screen: { maxWidth: 760 }, '(max-width: 480px)': { padding: vars.space.md } } }]);

export const intro = style({ display: 'grid', justifyItems: 'center', gap: vars.space.sm, textAlign: 'center' });

export const tick = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 56,
  height: 56,
  borderRadius: '50%',
  background: vars.color.successSoft,
  color: vars.color.success,
});

export const title = style({ margin: 0, fontSize: vars.font.sizeXxl, lineHeight: 1.15, '@media': { '(max-width: 480px)': { fontSize: vars.font.sizeXl } } });
export const lead = style({ margin: 0, color: vars.color.textMuted, maxWidth: 560 });

export const bookingId = style({ fontFamily: 'ui-monospace, monospace', fontWeight: 700, letterSpacing: '0.06em' });

export const sections = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 280px), 1fr))' });

export const block = ui.sheetBlock;

export const blockTitle = ui.sheetBlockTitle;
export const strong = style({ margin: 0, fontWeight: 700, fontSize: vars.font.sizeMd, overflowWrap: 'anywhere' });
export const text = style({ margin: 0, overflowWrap: 'anywhere' });
export const muted = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' });
export const calendar = style({ marginTop: vars.space.sm });
export const amount = style({ margin: 0, fontWeight: 700, fontSize: vars.font.sizeXl, color: vars.color.brand });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
  '@media': { print: { display: 'none' } },
});

export const failure = style({ display: 'grid', gap: vars.space.md, justifyItems: 'center' });

// Printing the confirmation: only the sheet, without the site's header, footer and skip link.
export const printRoot = style({});
globalStyle(`body:has(.${printRoot}) header, body:has(.${printRoot}) footer, body:has(.${printRoot}) a[href="#main"]`, {
  '@media': { print: { display: 'none' } },
});
globalStyle(`.${printRoot} button, .${printRoot} a`, { '@media': { print: { display: 'none' } } });
