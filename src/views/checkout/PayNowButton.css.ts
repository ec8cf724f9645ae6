// What stands in Pay now's place when online payment is switched off: a note the size of a button, not one.
import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { tint } from '../../styles/ui.css';

export const atWorkshop = style([
  tint.info,
  { display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, minHeight: 44, padding: `0 ${vars.space.md}`, borderRadius: vars.radius.md, fontSize: vars.font.sizeSm, fontWeight: 600 },
]);
