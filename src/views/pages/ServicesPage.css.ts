import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const intro = style({ textAlign: 'center', padding: `${vars.space.xxl} 0 ${vars.space.lg}` });

export const title = style({ margin: `0 0 ${vars.space.sm}`, fontSize: `clamp(${vars.font.sizeXl}, 4.5vw, ${vars.font.sizeXxl})`, color: vars.color.brand });

export const lead = style({ margin: '0 auto', maxWidth: 640, color: vars.color.textMuted, fontSize: vars.font.sizeLg });

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
  margin: `${vars.space.lg} 0 ${vars.space.xl}`,
});

export const chip = style({
  minHeight: 44,
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: vars.color.brand, color: vars.color.brand },
    '&[aria-pressed="true"]': { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.textOnBrand },
  },
});

export const catalogue = style({ paddingBottom: vars.space.xl });

export const steps = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 220px), 1fr))',
});

export const step = style({
  display: 'grid',
  gap: vars.space.sm,
  justifyItems: 'center',
  textAlign: 'center',
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const stepNumber = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 48,
  height: 48,
  borderRadius: '50%',
  background: vars.color.brand,
  color: vars.color.textOnBrand,
  fontSize: vars.font.sizeLg,
  fontWeight: 800,
});

export const stepTitle = style({ margin: 0, fontSize: vars.font.sizeMd });

export const stepText = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const guarantee = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: vars.space.lg,
  alignItems: 'center',
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  background: vars.color.brandSoft,
  border: `1px solid ${vars.color.border}`,
  '@media': { 'screen and (max-width: 599.98px)': { gridTemplateColumns: '1fr', justifyItems: 'center', textAlign: 'center' } },
});

export const guaranteeIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 64,
  height: 64,
  borderRadius: '50%',
  background: vars.color.brand,
  color: vars.color.accent,
});

export const guaranteeBody = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start', '@media': { 'screen and (max-width: 599.98px)': { justifyItems: 'center' } } });

export const guaranteeTitle = style({ margin: 0, fontSize: vars.font.sizeLg, color: vars.color.brand });

export const guaranteeText = style({ margin: 0, color: vars.color.text });
