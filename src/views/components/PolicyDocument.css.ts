// A policy page's own look: the document's reading width and its roomier padding on a larger screen, the contents
// block, and each section landing below the sticky header when its anchor is opened.
import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { desktop } from '../layout/breakpoints';

export const article = style({ maxWidth: 820, margin: '0 auto', overflowWrap: 'break-word', '@media': { [desktop]: { padding: vars.space.xxl } } });

export const toc = style({ padding: vars.space.lg, borderRadius: vars.radius.md, background: vars.color.surfaceAlt });

export const tocList = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xs });

export const section = style({ scrollMarginTop: `calc(${vars.layout.headerHeight} + ${vars.space.md})` });
