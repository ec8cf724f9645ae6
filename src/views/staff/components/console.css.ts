// What the console's pages share beside the kit (src/views/components): the badges' tones, the filter chip, muted
// text, a form's fields in columns, a checkbox with its label, a text area that resizes only in height and a plain bulleted list.
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

/** A paragraph placed by a Stack or an Inline: their gap is its only spacing. */
export const note = style({ margin: 0 });

export const muted = style({ color: vars.color.textMuted });

/** A badge reads as one word, never split over two lines. */
export const badge = style({ whiteSpace: 'nowrap' });

export const badgeTone = styleVariants({
  on: { background: vars.color.successSoft, color: vars.color.success },
  off: { background: vars.color.surfaceAlt, color: vars.color.textMuted, border: `1px solid ${vars.color.border}` },
  warn: { background: vars.color.warningSoft, color: vars.color.warning },
  info: { background: vars.color.infoSoft, color: vars.color.info },
  danger: { background: vars.color.dangerSoft, color: vars.color.danger },
});

/** A list's filter chip; the pressed one is the filter shown. */
export const filterChip = style({
  minHeight: 44,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: 600,
  fontSize: vars.font.sizeSm,
  cursor: 'pointer',
  selectors: {
    '&:hover:not([aria-pressed="true"])': { borderColor: vars.color.brand },
    '&[aria-pressed="true"]': { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.textOnBrand },
  },
});

/** A form's fields in columns where there is room; `wide` takes a whole row. */
export const fieldColumns = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))', alignItems: 'start' });
export const wide = style({ gridColumn: '1 / -1' });

export const checkboxRow = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, minHeight: 44, fontWeight: 600 });
export const checkbox = style({ width: 20, height: 20, accentColor: vars.color.brand });

/** A text area's height comes from its rows, so no min-height here competes with the field's own. */
export const textarea = style({ resize: 'vertical' });

export const bulletList = style({ margin: 0, paddingInlineStart: vars.space.lg });
