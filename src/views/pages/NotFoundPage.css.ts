import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const shell = style({ flex: 1, display: 'grid', placeItems: 'center', padding: `${vars.space.xxl} 0` });

export const card = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: 640,
  margin: '0 auto',
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  textAlign: 'center',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
});

export const code = style({ margin: 0, fontSize: `clamp(3rem, 14vw, 5.5rem)`, fontWeight: 800, lineHeight: 1, color: vars.color.accentDark, letterSpacing: '-0.04em' });

export const title = style({ margin: 0, fontSize: vars.font.sizeXl, color: vars.color.brand });

export const text = style({ margin: 0, color: vars.color.textMuted, maxWidth: 480 });

export const primaryActions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.md });

export const moreLinks = style({
  listStyle: 'none',
  margin: 0,
  padding: `${vars.space.lg} 0 0`,
  width: '100%',
  borderTop: `1px solid ${vars.color.border}`,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: `${vars.space.sm} ${vars.space.lg}`,
});

export const moreLink = style({ display: 'inline-flex', alignItems: 'center', minHeight: 44, fontWeight: 600 });
