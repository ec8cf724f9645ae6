// The modal dialog: the dimmed backdrop, the panel, its scrolling body and the footer that stays in view.
import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const backdrop = style({
  position: 'fixed',
  inset: 0,
  zIndex: 1000,
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.md,
  background: 'rgba(16, 24, 40, 0.55)',
});

export const panel = style({
  width: '100%',
  maxWidth: 520,
  maxHeight: 'calc(100vh - 32px)',
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.raised,
  '@supports': { '(height: 100dvh)': { maxHeight: 'calc(100dvh - 32px)' } },
});
/** The content scrolls inside the dialog; the footer below it does not. */
export const body = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  padding: vars.space.lg,
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.md,
  '@media': { '(max-width: 480px)': { padding: vars.space.md } },
});
export const footer = style({
  flex: '0 0 auto',
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': { '(max-width: 480px)': { padding: `${vars.space.sm} ${vars.space.md}` } },
});

export const title = style({ margin: 0, fontSize: vars.font.sizeLg });
export const text = style({ margin: 0 });
export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.sm });

