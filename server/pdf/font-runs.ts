// Which face writes which part of a text. Customers type names, plates and notes in any script (Latin, Urdu,
// Hindi, Cyrillic…) and no single font has them all: the text is split into runs of one script (spaces, digits and
// punctuation go with the letters around them, so "КХИ-902" stays one run), and each run is written in the first
// face of the document's chain that has every character of it. A run no face has whole is split by user-perceived
// character: each goes to the first face that has it, or shows as a visible "?" — never as another face's garbage.
import type { Face } from './fonts';

export interface FontRun {
  text: string;
  face: Face;
}

/** What a character no face has shows as (every face has it: it is ASCII). */
export const REPLACEMENT = '?';

// The scripts told apart; a letter of any other script is "other" (and usually shows as the replacement).
const SCRIPTS = ['Latin', 'Cyrillic', 'Greek', 'Arabic', 'Devanagari', 'Hebrew', 'Han', 'Hiragana', 'Katakana', 'Hangul', 'Thai', 'Bengali', 'Gurmukhi', 'Tamil'].map(
  (script) => ({ script, pattern: new RegExp(`\\p{Script=${script}}`, 'u') }),
);
/** Spaces, digits, punctuation, symbols, emoji and combining marks: they take the script of the text around them. */
const SHARED = /^[\p{Script=Common}\p{Script=Inherited}]+$/u;
/** Joiners, direction marks, variation selectors: invisible, dropped where the face has no glyph for them. */
const IGNORABLE = /\p{Default_Ignorable_Code_Point}/u;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

function scriptOf(grapheme: string): string | null {
  if (SHARED.test(grapheme)) return null;
  return SCRIPTS.find(({ pattern }) => pattern.test(grapheme))?.script ?? 'other';
}

/** The text's characters grouped in runs of one script, in order. */
function scriptRuns(text: string): string[][] {
  const runs: { script: string | null; graphemes: string[] }[] = [];
  for (const { segment } of graphemes.segment(text)) {
    const script = scriptOf(segment);
    const last = runs.at(-1);
    if (last && (script === null || last.script === null || last.script === script)) {
      last.graphemes.push(segment);
      last.script ??= script;
    } else {
      runs.push({ script, graphemes: [segment] });
    }
  }
  return runs.map((run) => run.graphemes);
}

const has = (face: Face, text: string) => [...text].every((character) => IGNORABLE.test(character) || face.covers(character.codePointAt(0) ?? 0));

/** The text as the face writes it: without the invisible characters it has no glyph for. */
const written = (face: Face, text: string) => [...text].filter((character) => !IGNORABLE.test(character) || face.covers(character.codePointAt(0) ?? 0)).join('');

/** One run per grapheme (its face, or the replacement in the first face), neighbours of one face merged. */
function graphemeRuns(run: readonly string[], chain: readonly [Face, ...Face[]]): FontRun[] {
  const runs: FontRun[] = [];
  for (const grapheme of run) {
    const face = chain.find((candidate) => has(candidate, grapheme));
    const piece = face ? { text: written(face, grapheme), face } : { text: REPLACEMENT, face: chain[0] };
    const last = runs.at(-1);
    if (last && last.face === piece.face) last.text += piece.text;
    else runs.push(piece);
  }
  return runs;
}

/** The runs of one line (of one direction, in logical order) and the face of each; `chain` in order of preference. */
export function fontRuns(text: string, chain: readonly [Face, ...Face[]]): FontRun[] {
  const runs: FontRun[] = [];
  for (const run of scriptRuns(text)) {
    const whole = run.join('');
    const face = chain.find((candidate) => has(candidate, whole));
    for (const piece of face ? [{ text: written(face, whole), face }] : graphemeRuns(run, chain)) {
      const last = runs.at(-1);
      if (last && last.face === piece.face) last.text += piece.text;
      else runs.push(piece);
    }
  }
  return runs.filter((run) => run.text !== '');
}
