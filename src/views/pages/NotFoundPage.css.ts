// The Page Not Found card: centred on the page, its large 404, and the row of other pages under a rule.
import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const shell = style({ flex: 1, display: 'grid', placeItems: 'center', padding: `${vars.space.xxl} 0` });

export const card = style({ width: '100%', maxWidth: 640, marginInline: 'auto' });

export const code = style({ margin: 0, fontSize: `clamp(3rem, 14vw, 5.5rem)`, fontWeight: 800, lineHeight: 1, color: vars.color.accentDark, letterSpacing: '-0.04em' });

export const moreLinks = style({ width: '100%', rowGap: vars.space.sm, paddingTop: vars.space.lg, borderTop: `1px solid ${vars.color.border}` });

export const moreLink = style({ display: 'inline-flex', alignItems: 'center', minHeight: 44, fontWeight: 600 });
