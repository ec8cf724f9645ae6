// A centred message: its lines keep a reading width; in place of a form it takes some room above and below.
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const notice = style({});

globalStyle(`${notice} > p`, { maxWidth: 480 });

export const padded = style({ paddingBlock: vars.space.xl });
