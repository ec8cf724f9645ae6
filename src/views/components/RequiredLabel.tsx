// A field label with the red asterisk of a required field (hidden from screen readers: the input says aria-required).
import * as ui from '../../styles/ui.css';

export function RequiredLabel({ children }: { children: string }) {
  return (
    <>
      {children}
      <span className={ui.requiredMark} aria-hidden="true">
        {' *'}
      </span>
    </>
  );
}
