// A customer page's opening band: plain and centred (the catalogue, the price list), on a soft tint (contact), or on
// the brand's gradient (the customer's own pages). Its gradient starts at the top of the start side, in either direction.
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { below } from '../layout/breakpoints';

const brandGradient = (angle: string) => `linear-gradient(${angle}, ${vars.color.brand} 0%, ${vars.color.brandDark} 100%)`;

export const tone = styleVariants({
  plain: { padding: `${vars.space.xxl} 0 ${vars.space.lg}`, textAlign: 'center' },
  soft: {
    padding: `${vars.space.xxl} 0 ${vars.space.xl}`,
    textAlign: 'center',
    background: `linear-gradient(180deg, ${vars.color.brandSoft} 0%, ${vars.color.surfaceAlt} 100%)`,
    '@media': { [below.narrow]: { padding: `${vars.space.xl} 0 ${vars.space.lg}` } },
  },
  brand: {
    padding: `${vars.space.xl} 0`,
    marginBottom: vars.space.lg,
    background: brandGradient('135deg'),
    color: vars.color.textOnBrand,
    selectors: { '[dir="rtl"] &': { background: brandGradient('225deg') } },
  },
});

/** A centred lead keeps a reading width. */
export const lead = style({ maxWidth: 640, marginInline: 'auto', selectors: { [`${tone.brand} &`]: { marginInline: 0 } } });
