// What every console page shares: the page frame, its header with actions, toolbars and panels.
import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';
import { heading } from '../../components/PageSection.css';

export const consolePage = style({ display: 'grid', gap: vars.space.lg, padding: `${vars.space.lg} 0 ${vars.space.xxl}` });

export const pageHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });

export const pageTitle = heading[1];

export const pageLead = style({ margin: 0, color: vars.color.textMuted });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export { panel } from '../../components/Card.css';

export const muted = style({ color: vars.color.textMuted });
