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
// Urdu is set in Naskh (its font files are loaded only when Urdu is chosen; Latin letters and digits fall through to
// the usual stack). Naskh's tall letters and their dots need more line height than Latin, headings included, and
// letter spacing would break its joined letters apart.
globalStyle('html[lang="ur"] body', { fontFamily: `'Noto Naskh Arabic', ${vars.font.body}`, lineHeight: 1.9 });
globalStyle('html[lang="ur"] :is(h1, h2, h3, h4)', { lineHeight: 1.6 });
globalStyle('html[lang="ur"] *', { letterSpacing: 'normal' });
globalStyle('h1, h2, h3, h4, p', { marginTop: 0 });
// A left-to-right island (<bdi>) set as a grid or flex item stays aligned with the text around it, not to its own start.
globalStyle('bdi', { textAlign: 'match-parent' });
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
