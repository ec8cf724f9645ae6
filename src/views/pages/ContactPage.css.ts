// The Contact page: hero, the contact details' cards, the form beside the why-us card, a call to action.
import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

const narrow = 'screen and (max-width: 480px)';
const stacked = 'screen and (max-width: 900px)';

export const page = style({ flex: 1, paddingBottom: vars.space.xxl, overflowX: 'clip' });

export const hero = style({
  padding: `${vars.space.xxl} 0 ${vars.space.xl}`,
  background: `linear-gradient(180deg, ${vars.color.brandSoft} 0%, ${vars.color.surfaceAlt} 100%)`,
  textAlign: 'center',
  '@media': { [narrow]: { padding: `${vars.space.xl} 0 ${vars.space.lg}` } },
});

export const title = style({ fontSize: vars.font.sizeXxl, margin: `0 0 ${vars.space.sm}`, color: vars.color.brand, '@media': { [narrow]: { fontSize: vars.font.sizeXl } } });

export const intro = style({ color: vars.color.textMuted, maxWidth: 640, margin: '0 auto' });

export const body = style({ display: 'grid', gap: vars.space.xl, paddingTop: vars.space.xl, minWidth: 0 });

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

export const infoSection = style({ minWidth: 0 });

export const infoGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
});

export const infoCard = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xs,
  minWidth: 0,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: `${vars.space.lg} ${vars.space.md}`,
});

export const infoIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.textOnBrand,
});

export const infoLabel = style({ margin: 0, fontSize: vars.font.sizeSm, textTransform: 'uppercase', letterSpacing: '0.04em', color: vars.color.textMuted });

export const infoText = style({ margin: 0, overflowWrap: 'anywhere' });

export const infoLink = style({ color: vars.color.brand, fontWeight: 600, overflowWrap: 'break-word', wordBreak: 'break-word' });

export const infoNote = style({ margin: 0, color: vars.color.success, fontSize: vars.font.sizeSm, fontWeight: 600 });

export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
  alignItems: 'start',
  '@media': { [stacked]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const formCard = style({ minWidth: 0, padding: vars.space.xl, '@media': { [narrow]: { padding: `${vars.space.lg} ${vars.space.md}` } } });

export const cardTitle = style({ fontSize: vars.font.sizeLg, margin: `0 0 ${vars.space.sm}`, color: vars.color.brand, selectors: { '&:focus': { outline: 'none' } } });

export const form = style({ marginTop: vars.space.md });

export const pair = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const textarea = style({ minHeight: 140, resize: 'vertical', fontFamily: 'inherit' });

export const alert = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

// Off-screen rather than display:none, so bots that skip hidden inputs still find it.
export const honeypot = style({ position: 'absolute', insetInlineStart: '-10000px', top: 'auto', width: 1, height: 1, overflow: 'hidden' });

export const submit = style({ width: '100%' });

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

export const confirmation = style({ display: 'grid', justifyItems: 'center', gap: vars.space.md, textAlign: 'center', padding: `${vars.space.xl} 0` });

export const confirmationIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 64,
  height: 64,
  borderRadius: vars.radius.pill,
  background: vars.color.successSoft,
  color: vars.color.success,
});

globalStyle(`${confirmationIcon} svg`, { width: 32, height: 32 });

export const confirmationText = style({ margin: 0, maxWidth: 420, color: vars.color.text });

export const aside = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const whyList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const whyItem = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start' });

// The line icon sits on the first line of its point (18 px icon, ~25 px line).
export const check = style({ display: 'inline-flex', paddingTop: 3, color: vars.color.success, flexShrink: 0 });

export const cta = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.sm,
  textAlign: 'center',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  borderRadius: vars.radius.lg,
  background: vars.color.brand,
  color: vars.color.textOnBrand,
});

export const ctaTitle = style({ margin: 0, fontSize: vars.font.sizeXl });

export const ctaText = style({ margin: `0 0 ${vars.space.sm}`, opacity: 0.9 });
