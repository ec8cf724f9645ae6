// A labelled group of toggle buttons that filter a list (the catalogue's categories, My Bookings' statuses, the
// console's inbox and outbox): each says whether it is pressed; a press sends its value. The group is named by its label,
// or by the heading it sits under.
import { Inline, type InlineAlign } from './Inline';
import * as styles from './FilterChips.css';

interface FilterChipsProps<Value extends string> {
  label: string | { labelledBy: string };
  options: ReadonlyArray<{ value: Value; label: string }>;
  selected: Value;
  onSelect: (value: Value) => void;
  /** Many chips (My Bookings' seven) are smaller. */
  compact?: boolean;
  align?: InlineAlign;
}

export function FilterChips<Value extends string>({ label, options, selected, onSelect, compact = false, align }: FilterChipsProps<Value>) {
  const name = typeof label === 'string' ? { 'aria-label': label } : { 'aria-labelledby': label.labelledBy };
  return (
    <Inline space="sm" align={align} role="group" {...name}>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className={compact ? `${styles.chip} ${styles.compact}` : styles.chip}
          aria-pressed={selected === option.value}
          onClick={() => onSelect(option.value)}
        >
          {option.label}
        </button>
      ))}
    </Inline>
  );
}
