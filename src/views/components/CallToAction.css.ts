// The closing call to action of a public page: a centred band on the brand's gradient (lightest at the top of the
// start side, in either direction).
import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { headingStyle, inlineStyle, stackStyle } from './layoutStyles';

const brandGradient = (angle: string) => `linear-gradient(${angle}, ${vars.color.brand} 0%, ${vars.color.brandDark} 100%)`;

export const band = style([
  ...stackStyle('md', 'center'),
  {
    padding: `${vars.space.xxl} ${vars.space.lg}`,
    borderRadius: vars.radius.lg,
    background: brandGradient('135deg'),
    color: vars.color.textOnBrand,
    textAlign: 'center',
    selectors: { '[dir="rtl"] &': { background: brandGradient('225deg') } },
  },
]);

export const heading = style(headingStyle('xl'));

export const text = style({ margin: 0, color: vars.color.brandSoft, maxWidth: 560 });

export const actions = style(inlineStyle('md', 'center'));
