// The account pages' frame: the soft background band the card sits on, the card's width, the line under the form.
import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { below } from '../layout/breakpoints';

// Centred across and held at the top: a card centred down the page would move while the page is still arriving.
export const shell = style({
  flex: 1,
  display: 'grid',
  alignItems: 'start',
  justifyItems: 'center',
  padding: `${vars.space.xl} ${vars.space.md} ${vars.space.xxl}`,
  background: `linear-gradient(180deg, ${vars.color.brandSoft} 0%, ${vars.color.surfaceAlt} 60%)`,
  '@media': { [below.narrow]: { padding: `${vars.space.lg} ${vars.space.sm} ${vars.space.xl}` } },
});

export const card = style({ width: '100%', maxWidth: 440 });

/** The registration form's wider card. */
export const wideCard = style({ width: '100%', maxWidth: 520 });

/** The line under the form ("No account? Sign up"). */
export const footer = style({ margin: 0, textAlign: 'center', color: vars.color.textMuted });

export const footerLink = style({ fontWeight: 700 });
