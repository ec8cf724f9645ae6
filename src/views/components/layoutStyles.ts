// The primitives' looks as compositions for a `.css.ts` file: `style([...stackStyle('lg'), { maxWidth: 760 }])` lays an
// element out as a Stack would, in one class, with no component and none of the primitive's variant tables in the
// script. What the first page's frame and the home page use, so the customer's first load stays small; a page in a
// chunk of its own uses the components.
import * as card from './Card.css';
import * as heading from './Heading.css';
import type { HeadingSize } from './Heading';
import * as inline from './Inline.css';
import type { InlineAlign, InlineAlignY } from './Inline';
import type { Space } from './space';
import * as stack from './Stack.css';
import type { StackAlign } from './Stack';
import * as text from './Text.css';
import type { TextOptions } from './textClass';
import * as tiles from './Tiles.css';

const present = <T>(classes: ReadonlyArray<T | false | undefined>) => classes.filter((name): name is T => Boolean(name));

export const stackStyle = (space: Space, align: StackAlign = 'stretch') => present([stack.stack, stack.space[space], align !== 'stretch' && stack.align[align]]);

/** A row at the start needs no class for it: a flex row starts there. */
export const inlineStyle = (space: Space, align: InlineAlign = 'start', alignY: InlineAlignY = 'center') =>
  present([inline.inline, inline.space[space], align !== 'start' && inline.align[align], inline.alignY[alignY]]);

/** As many columns as fit at `minItemWidth` pixels or more each. */
export const tilesStyle = (space: Space, minItemWidth: number, repeat: keyof typeof tiles.repeat = 'fit') => [
  tiles.tiles,
  tiles.space[space],
  tiles.repeat[repeat],
  { vars: { [tiles.minItemWidthProperty]: `${minItemWidth}px` } },
];

export const textStyle = ({ size, tone, weight, align, caps }: Omit<TextOptions, 'breakWords'>) =>
  present([text.text, size && text.size[size], tone && text.tone[tone], weight && text.weight[weight], align && text.align[align], caps && text.caps]);

export const headingStyle = (size: HeadingSize) => [heading.heading, heading.size[size]];

/** The customer app's card (`cardClass('card', padding, raised)`). */
export const cardStyle = (padding: keyof typeof card.padding = 'lg', raised = false) => present([card.surface, card.radius.lg, card.padding[padding], raised && card.raised]);
