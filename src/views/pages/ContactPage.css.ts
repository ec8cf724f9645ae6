// The Contact page's own layout: the form beside the why-us card (one column on narrow screens), and the honeypot.
import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { below } from '../layout/breakpoints';

export const page = style({ flex: 1, paddingBottom: vars.space.xxl, overflowX: 'clip' });

export const body = style({ paddingTop: vars.space.xl });

export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
  alignItems: 'start',
  '@media': { [below.tablet]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

// Off-screen rather than display:none, so bots that skip hidden inputs still find it.
export const honeypot = style({ position: 'absolute', insetInlineStart: '-10000px', top: 'auto', width: 1, height: 1, overflow: 'hidden' });
