// A catalogue sentence with an element where it places its argument (a plate, say, that must stay one unit): the
// sentence is asked with a marker, and the element goes where the marker lands, in whatever order the language uses.
import type { ReactNode } from 'react';

const SLOT = '\u0000';

export function SentenceWith({ sentence, children }: { sentence: (slot: string) => string; children: ReactNode }) {
  const [before = '', after = ''] = sentence(SLOT).split(SLOT);
  return (
    <>
      {before}
      {children}
      {after}
    </>
  );
}
