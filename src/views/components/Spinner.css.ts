// The turning ring of work under way: small in the text's colour (inside a button), or large in the brand's.
import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

const ring = style({
  display: 'inline-block',
  flexShrink: 0,
  borderRadius: vars.radius.pill,
  animation: `${spin} 800ms linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const spinner = styleVariants({
  inline: [ring, { width: 18, height: 18, border: '2px solid currentColor', borderInlineEndColor: 'transparent' }],
  panel: [ring, { width: 32, height: 32, border: `3px solid ${vars.color.brandSoft}`, borderTopColor: vars.color.brand }],
  screen: [ring, { width: 56, height: 56, border: `4px solid ${vars.color.brandSoft}`, borderTopColor: vars.color.brand }],
});
