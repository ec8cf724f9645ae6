// Which face writes which part of a line: runs of one script go to the first face that has all of them, shared
// characters (spaces, digits, hyphens) stay with their neighbours, and what no face has shows as "?", never throws.
import { describe, expect, it } from 'vitest';
import { fontRuns, REPLACEMENT } from '../../server/pdf/font-runs';
import type { Face } from '../../server/pdf/fonts';

/** A stand-in face that has ASCII and the characters `extra` matches. */
function face(family: string, extra: RegExp): Face {
  return {
    family,
    names: { regular: family, bold: `${family}-Bold` },
    files: null,
    ascender: { regular: 800, bold: 800 },
    covers: (codePoint) => (codePoint >= 0x20 && codePoint <= 0x7e) || extra.test(String.fromCodePoint(codePoint)),
  };
}

const latin = face('Latin', /[\u00a0-\u00ff]/u);
const sans = face('Sans', /[\u00a0-\u024f\u0370-\u03ff\u0400-\u04ff]/u);
const naskh = face('Naskh', /[\u0600-\u06ff\u200c]/u);
const devanagari = face('Devanagari', /[\u0900-\u097f]/u);

const described = (text: string, chain: [Face, ...Face[]]) => fontRuns(text, chain).map((run) => [run.face.family, run.text]);

describe('fontRuns', () => {
  it('keeps text the first face has in that face, whole', () => {
    expect(described('Zoë Ñúñez, 0300 1234567', [latin, sans, naskh])).toEqual([['Latin', 'Zoë Ñúñez, 0300 1234567']]);
  });

  it('gives a run of one script to the first face that has all of it, digits and hyphen included', () => {
    expect(described('КХИ-902', [latin, sans])).toEqual([['Sans', 'КХИ-902']]);
    expect(described('Łukasz Zoë', [latin, sans])).toEqual([['Sans', 'Łukasz Zoë']]);
    expect(described('राहुल शर्मा', [latin, sans, naskh, devanagari])).toEqual([['Devanagari', 'राहुल शर्मा']]);
  });

  it('splits a line where the script changes', () => {
    expect(described('Zoë محمد علی Ελλάδα', [latin, sans, naskh])).toEqual([
      ['Latin', 'Zoë '],
      ['Naskh', 'محمد علی '],
      ['Sans', 'Ελλάδα'],
    ]);
  });

  it('shows one replacement mark per character no face has, in the first face', () => {
    expect(described('राहुल शर्मा', [latin, sans])).toEqual([['Latin', '??? ??']]);
    expect(described('КХИ-902', [latin, naskh])).toEqual([['Latin', '???-902']]);
    expect(described('Ali 😀 中文', [naskh])).toEqual([['Naskh', `Ali ${REPLACEMENT} ${REPLACEMENT}${REPLACEMENT}`]]);
  });

  it('drops invisible joiners a face has no glyph for, and keeps those it has', () => {
    expect(described('Zo\u200de', [latin])).toEqual([['Latin', 'Zoe']]);
    expect(described('می\u200cخواهم', [latin, naskh])).toEqual([['Naskh', 'می\u200cخواهم']]);
  });

  it('never throws on broken text', () => {
    expect(described('\ud800x', [latin])).toEqual([['Latin', '?x']]);
    expect(described('', [latin])).toEqual([]);
  });
});
