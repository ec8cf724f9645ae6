import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const panel = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.md,
  textAlign: 'center',
  padding: `${vars.space.xxl} ${vars.space.lg}`,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const errorPanel = style({ borderColor: vars.color.danger, background: vars.color.dangerSoft });

export const errorIcon = style({ color: vars.color.danger, display: 'inline-flex' });

export const emptyIcon = style({ color: vars.color.brand, display: 'inline-flex' });

export const message = style({ margin: 0, fontSize: vars.font.sizeMd, color: vars.color.text, maxWidth: 520 });

export const errorMessage = style({ margin: 0, fontWeight: 600, color: vars.color.danger, maxWidth: 520 });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: 32,
  height: 32,
  borderRadius: '50%',
  border: `3px solid ${vars.color.brandSoft}`,
  borderTopColor: vars.color.brand,
  animation: `${spin} 0.8s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const loadingText = style({ margin: 0, color: vars.color.textMuted });

/** A whole page's one-line status while it loads or is guarded ('Loading...', 'Authenticating...'). */
export const pageStatus = style({ textAlign: 'center', color: vars.color.textMuted, padding: `${vars.space.xxl} ${vars.space.md}` });
