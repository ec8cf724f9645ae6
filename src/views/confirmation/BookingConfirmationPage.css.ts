// The confirmation's own look: the sheet's reading width on a screen, the lead's, the booking number's type and the
// amount's size.
import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { printableSheet } from '../components/SheetBlock.css';

// The width limit is for screens only: on paper the sheet takes the page.
export const sheet = style([printableSheet, { '@media': { screen: { maxWidth: 760 }, '(max-width: 480px)': { padding: vars.space.md } } }]);

export const lead = style({ maxWidth: 560 });

export const bookingId = style({ fontFamily: 'ui-monospace, monospace', fontWeight: 700, letterSpacing: '0.06em' });

export const amount = style({ margin: 0, fontWeight: 700, fontSize: vars.font.sizeXl, color: vars.color.brand });
