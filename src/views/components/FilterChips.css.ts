// A row of pill-shaped toggles that filter a list; the pressed one is filled with the brand's colour.
import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { control } from '../../styles/ui.css';
import { below } from '../layout/breakpoints';

export const chip = style([
  control,
  {
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.pill,
    fontWeight: 600,
    cursor: 'pointer',
    selectors: {
      '&:hover': { borderColor: vars.color.brand, color: vars.color.brand },
      '&[aria-pressed="true"]': { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.textOnBrand },
    },
  },
]);

/** Many chips: smaller, and smaller still on a phone, so they take fewer rows. */
export const compact = style({
  minHeight: 40,
  padding: `${vars.space.xs} ${vars.space.md}`,
  fontSize: vars.font.sizeSm,
  '@media': { [below.narrow]: { paddingInline: 12, fontSize: vars.font.sizeXs } },
});

