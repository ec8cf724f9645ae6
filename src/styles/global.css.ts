import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
// The header sticks to the top: a field focused after a refused submit (or a #target) scrolls into view below it,
// with room for its label.
globalStyle('html', { WebkitTextSizeAdjust: '100%', scrollPaddingTop: `calc(${vars.layout.headerHeight} + ${vars.space.xxl})` });
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.font.sizeMd,
  lineHeight: 1.55,
  color: vars.color.text,
  background: vars.color.surfaceAlt,
  overflowX: 'hidden',
});
globalStyle('h1, h2, h3, h4, p', { marginTop: 0 });
globalStyle('a', { color: vars.color.brand });
globalStyle('img', { maxWidth: '100%', display: 'block' });
globalStyle('button, input, select, textarea', { font: 'inherit' });
globalStyle(':focus-visible', { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });
globalStyle('.visually-hidden', {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
globalStyle('#root', { minHeight: '100vh', display: 'flex', flexDirection: 'column' });
