// The fallback screen's frame: its card centred on the page, and the card's column of parts.
import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css';
import { tint } from '../styles/ui.css';
import * as iconBadge from './components/IconBadge.css';
import { cardStyle, headingStyle, stackStyle, textStyle } from './components/layoutStyles';

export const shell = style({ flex: 1, display: 'grid', placeItems: 'center', padding: `${vars.space.xxl} ${vars.space.md}` });

export const card = style([...stackStyle('md', 'center'), ...cardStyle('xl', true), { width: '100%', maxWidth: 480 }]);

export const icon = style([iconBadge.badge, iconBadge.size.lg, tint.danger]);

export const label = style(textStyle({ size: 'sm', tone: 'muted', weight: 'semibold', caps: true }));

export const title = style(headingStyle('xl'));

export const detail = style(textStyle({ tone: 'muted' }));
