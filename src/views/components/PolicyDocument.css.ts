import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const article = style({
  maxWidth: 820,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  overflowWrap: 'break-word',
  '@media': { 'screen and (min-width: 768px)': { padding: vars.space.xxl } },
});

export const title = style({ margin: `0 0 ${vars.space.xs}`, fontSize: `clamp(${vars.font.sizeXl}, 4vw, ${vars.font.sizeXxl})`, color: vars.color.brand });

export const updated = style({ margin: `0 0 ${vars.space.lg}`, color: vars.color.textMuted, fontSize: vars.font.sizeSm });

export const intro = style({ fontSize: vars.font.sizeLg, color: vars.color.text });

export const toc = style({
  margin: `${vars.space.lg} 0 ${vars.space.xl}`,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
});

export const tocTitle = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.font.sizeMd });

export const tocList = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xs });

export const section = style({ scrollMarginTop: `calc(${vars.layout.headerHeight} + ${vars.space.md})`, marginTop: vars.space.xl });

export const sectionTitle = style({ margin: `0 0 ${vars.space.sm}`, fontSize: vars.font.sizeLg, color: vars.color.brand });

export const paragraph = style({ margin: `0 0 ${vars.space.md}`, color: vars.color.text });
