// A row of chips that pick what a list shows: one pressed at a time (aria-pressed), the group named for what it filters.
import { Inline } from '../../components/Inline';
import * as styles from './console.css';

interface FilterChipsProps<Value extends string> {
  /** The group's name, or the id of the heading that names it. */
  label: { text: string } | { labelledBy: string };
  options: readonly Value[];
  selected: Value;
  labelOf: (value: Value) => string;
  onSelect: (value: Value) => void;
}

export function FilterChips<Value extends string>({ label, options, selected, labelOf, onSelect }: FilterChipsProps<Value>) {
  const name = 'text' in label ? { 'aria-label': label.text } : { 'aria-labelledby': label.labelledBy };
  return (
    <Inline space="sm" role="group" {...name}>
      {options.map((value) => (
        <button key={value} type="button" className={styles.filterChip} aria-pressed={selected === value} onClick={() => onSelect(value)}>
          {labelOf(value)}
        </button>
      ))}
    </Inline>
  );
}
