// The round disc an icon, a tick or a step's number stands on, in a tone and a size.
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { tint } from '../../styles/ui.css';

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  borderRadius: vars.radius.pill,
  fontWeight: 800,
  lineHeight: 1,
});

export const size = styleVariants({
  sm: { width: 40, height: 40 },
  md: { width: 48, height: 48, fontSize: vars.font.sizeLg },
  lg: { width: 56, height: 56 },
  xl: { width: 64, height: 64, fontSize: vars.font.sizeXl },
});

// The largest disc draws its line icon larger too.
globalStyle(`${size.xl} svg`, { width: 32, height: 32 });

export const tone = {
  ...styleVariants({
    brand: { background: vars.color.brand, color: vars.color.textOnBrand },
    /** The brand's disc with the accent's icon (the guarantee's shield). */
    brandAccent: { background: vars.color.brand, color: vars.color.accent },
  }),
  brandSoft: tint.brand,
  success: tint.success,
  danger: tint.danger,
  info: tint.info,
};
