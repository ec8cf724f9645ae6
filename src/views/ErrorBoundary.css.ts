// The fallback screen's frame: its card centred on the page.
import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';

export const shell = style({ flex: 1, display: 'grid', placeItems: 'center', padding: `${vars.space.xxl} ${vars.space.md}` });

export const card = style({ width: '100%', maxWidth: 480 });
