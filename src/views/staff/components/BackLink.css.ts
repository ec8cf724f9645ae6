import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

/** As tall as a button, and only as wide as its words (a page's stack would stretch it). */
export const backLink = style({ color: vars.color.brand, fontWeight: 600, display: 'inline-flex', alignItems: 'center', minHeight: 44, justifySelf: 'start' });
