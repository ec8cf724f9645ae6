// Right-to-left text with left-to-right pieces in it (amounts, phone numbers, e-mail addresses, plates, Latin
// names), or left-to-right text with right-to-left pieces (an Urdu name on an English invoice): splits a text into
// runs of one direction, in logical order, as a paragraph of the given direction shows them.
// A simplified Unicode bidi algorithm, enough for one line of Urdu with Latin pieces: a run of Latin words, digits
// and the punctuation inside them ("PKR 14,500", "+92 21 3584 1122", "ali@example.pk") stays one left-to-right run;
// spaces and marks between an Urdu and a Latin piece belong to the right-to-left text around them.

export interface DirectionalRun {
  text: string;
  rtl: boolean;
}

type Strength = 'rtl' | 'ltr' | 'neutral';

/** Hebrew, Arabic, Syriac, Thaana, N'Ko… and the Arabic presentation forms: the right-to-left scripts. */
const RTL_CHARACTER = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/u;
const STRONG_CHARACTER = /[\p{L}\p{N}]/u;

const strengthOf = (character: string): Strength =>
  RTL_CHARACTER.test(character) ? 'rtl' : STRONG_CHARACTER.test(character) ? 'ltr' : 'neutral';

/** True when the text holds right-to-left letters (then it needs the right-to-left layout). */
export const hasRtlText = (text: string): boolean => RTL_CHARACTER.test(text);

interface Piece {
  text: string;
  strength: Strength;
}

/** A word's pieces: usually the word itself; a word that mixes scripts splits where the script changes. */
function wordPieces(word: string): Piece[] {
  const pieces: Piece[] = [];
  for (const character of word) {
    const strength = strengthOf(character);
    const last = pieces.at(-1);
    if (last && (strength === 'neutral' || last.strength === 'neutral' || last.strength === strength)) {
      last.text += character;
      if (last.strength === 'neutral') last.strength = strength;
    } else {
      pieces.push({ text: character, strength });
    }
  }
  return pieces;
}

/** The nearest strong piece before (step -1) or after (step 1) index `from`, or null at the text's edge. */
function nearestStrong(pieces: readonly Piece[], from: number, step: 1 | -1): Strength | null {
  for (let index = from + step; index >= 0 && index < pieces.length; index += step) {
    const strength = pieces[index]?.strength;
    if (strength !== undefined && strength !== 'neutral') return strength;
  }
  return null;
}

/**
 * The runs of `text` in logical order, for a paragraph of the given direction: right-to-left (the default) is laid
 * out from the right, first run rightmost; left-to-right from the left.
 */
export function directionalRuns(text: string, paragraph: 'rtl' | 'ltr' = 'rtl'): DirectionalRun[] {
  const pieces = text.split(/(\s+)/u).flatMap((part) => (part === '' ? [] : /^\s+$/u.test(part) ? [{ text: part, strength: 'neutral' as const }] : wordPieces(part)));
  const runs: DirectionalRun[] = [];
  pieces.forEach((piece, index) => {
    // A neutral piece takes the direction of the strong pieces on both sides when they agree, else the paragraph's
    // (an edge counts as the paragraph's direction).
    const before = nearestStrong(pieces, index, -1) ?? paragraph;
    const after = nearestStrong(pieces, index, 1) ?? paragraph;
    const rtl = piece.strength === 'neutral' ? (before === after ? before : paragraph) === 'rtl' : piece.strength === 'rtl';
    const last = runs.at(-1);
    if (last && last.rtl === rtl) last.text += piece.text;
    else runs.push({ text: piece.text, rtl });
  });
  return runs;
}
