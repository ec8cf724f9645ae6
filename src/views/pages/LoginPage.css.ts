// The centred card shared by the sign-in, create-account and password pages.
import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

// Centred across and held at the top: a card centred down the page would move while the page is still arriving.
export const shell = style({
  flex: 1,
  display: 'grid',
  alignItems: 'start',
  justifyItems: 'center',
  padding: `${vars.space.xl} ${vars.space.md} ${vars.space.xxl}`,
  background: `linear-gradient(180deg, ${vars.color.brandSoft} 0%, ${vars.color.surfaceAlt} 60%)`,
  '@media': { 'screen and (max-width: 480px)': { padding: `${vars.space.lg} ${vars.space.sm} ${vars.space.xl}` } },
});

export const card = style({
  width: '100%',
  maxWidth: 440,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.raised,
  padding: vars.space.xl,
  '@media': { 'screen and (max-width: 480px)': { padding: `${vars.space.lg} ${vars.space.md}` } },
});

export const wideCard = style([card, { maxWidth: 520 }]);

export const header = style({ textAlign: 'center', marginBottom: vars.space.lg });

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 56,
  height: 56,
  marginBottom: vars.space.md,
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.textOnBrand,
});

export const title = style({ fontSize: vars.font.sizeXl, margin: `0 0 ${vars.space.xs}`, color: vars.color.text });

export const subtitle = style({ margin: 0, color: vars.color.textMuted });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const checkbox = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm, fontSize: vars.font.sizeSm, cursor: 'pointer' });

export const checkboxInput = style({ width: 18, height: 18, accentColor: vars.color.brand, margin: 0 });

export const smallLink = style({ fontSize: vars.font.sizeSm, fontWeight: 600 });

export const submit = style({ width: '100%' });

export const footer = style({ marginTop: vars.space.lg, marginBottom: 0, textAlign: 'center', color: vars.color.textMuted });

export const footerLink = style({ fontWeight: 700 });

export const agreement = style({ margin: 0, fontSize: vars.font.sizeSm, color: vars.color.textMuted });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: 18,
  height: 18,
  border: '2px solid currentColor',
  borderInlineEndColor: 'transparent',
  borderRadius: vars.radius.pill,
  animation: `${spin} 700ms linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
