// The text's classes, for an element that carries them itself (a heading, a link, a list item). A module of its own,
// so the first page's chunk carries the classes without the component.
import * as styles from './Text.css';

export type TextSize = keyof typeof styles.size;
export type TextTone = keyof typeof styles.tone;

export interface TextOptions {
  size?: TextSize;
  tone?: TextTone;
  weight?: keyof typeof styles.weight;
  align?: keyof typeof styles.align;
  /** Capitals, spaced: the label above a value. */
  caps?: boolean;
  /** Long words break anywhere (addresses, references), so they never widen their box. */
  breakWords?: boolean;
}

export const textClass = ({ size, tone, weight, align, caps, breakWords }: TextOptions = {}) =>
  [
    styles.text,
    size && styles.size[size],
    tone && styles.tone[tone],
    weight && styles.weight[weight],
    align && styles.align[align],
    caps && styles.caps,
    breakWords && styles.breakWords,
  ]
    .filter(Boolean)
    .join(' ');
