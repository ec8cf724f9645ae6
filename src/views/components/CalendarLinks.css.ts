import { createContainer, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';
import { variant as button } from './Button.css';

const links = createContainer('calendarLinks');

/** Sized by the room it is given (a card's full width, or a narrow block of the confirmation), not by the screen. */
export const frame = style({ containerName: links, containerType: 'inline-size', '@media': { print: { display: 'none' } } });

// Stacked at one width while the two do not fit side by side; side by side, each as wide as its text.
export const row = style({
  display: 'grid',
  gap: vars.space.sm,
  '@container': { [`${links} (min-width: 400px)`]: { display: 'flex', flexWrap: 'wrap' } },
});

/** A secondary action, smaller than a page's main buttons, still a 44 px target. */
export const link = style([button.secondary, { padding: `${vars.space.xs} ${vars.space.md}`, fontSize: vars.font.sizeSm, whiteSpace: 'nowrap' }]);
