// The button's classes, for a link (or a label) dressed as a button, and for Button itself. A module of its own, so
// a page that only dresses a link does not carry the Button component in its chunk.
import * as styles from './Button.css';

export type ButtonVariant = keyof typeof styles.variant;
export type ButtonSize = keyof typeof styles.size;

export const buttonClass = (variant: ButtonVariant, size: ButtonSize = 'standard') =>
  size === 'standard' ? styles.variant[variant] : `${styles.variant[variant]} ${styles.size[size]}`;

/** A button (or a link dressed as one) as wide as its column: a form's submit, a card's one action. */
export const wideButtonClass = (variant: ButtonVariant) => `${styles.variant[variant]} ${styles.fullWidth}`;
