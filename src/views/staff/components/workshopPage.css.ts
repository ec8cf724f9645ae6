// What the console's workshop pages (catalogue, capacity, inbox, staff accounts) share beside consolePage.css: a
// table row's actions, badges, forms and the refusal's list of bookings.
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { below } from '../../layout/breakpoints';


export const rowActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, '@media': { [below.small]: { paddingTop: vars.space.sm } } });


export const status = styleVariants({
  on: { background: vars.color.successSoft, color: vars.color.success },
  off: { background: vars.color.surfaceAlt, color: vars.color.textMuted, border: `1px solid ${vars.color.border}` },
  warn: { background: vars.color.warningSoft, color: vars.color.warning },
  info: { background: vars.color.infoSoft, color: vars.color.info },
});

export const note = style({ margin: 0 });

/** A list's filter chip; the pressed one is the filter shown. */
export const filterChip = style({
  minHeight: 40,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: { '&[aria-pressed="true"]': { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.textOnBrand } },
});

export const sectionTitle = style({ margin: `0 0 ${vars.space.md}`, fontSize: vars.font.sizeLg });

/** A form laid out in columns where there is room. */
export const formGrid = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))', alignItems: 'start' });
export const wide = style({ gridColumn: '1 / -1' });
export const formActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const checkboxRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minHeight: 44, fontWeight: 600 });
export const checkbox = style({ width: 20, height: 20, accentColor: vars.color.brand });

export const textarea = style({ minHeight: 96, resize: 'vertical' });

export const refusalList = style({ margin: `${vars.space.sm} 0 0`, paddingInlineStart: vars.space.lg });
export const refusalHeading = style({ margin: `${vars.space.sm} 0 0`, fontWeight: 700 });
