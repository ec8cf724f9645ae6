// The typefaces a PDF writes with, and the characters each one has. Helvetica is pdfkit's built-in (WinAnsi only, not
// embedded); the Noto faces are TrueType files from npm packages, read once per process and embedded by pdfkit as
// subsets (only the glyphs a document uses). What none of them has (Chinese, emoji) shows as a replacement mark
// (see font-runs.ts).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export type Weight = 'regular' | 'bold';

export interface Face {
  readonly family: string;
  /** The name pdfkit knows each weight by (registered under it when embedded). */
  readonly names: Readonly<Record<Weight, string>>;
  /** The TrueType files of an embedded face; null for pdfkit's built-in. */
  readonly files: Readonly<Record<Weight, Buffer>> | null;
  /** The height above the baseline pdfkit places a line's text by, in thousandths of the font size. */
  readonly ascender: Readonly<Record<Weight, number>>;
  covers(codePoint: number): boolean;
}

// The code points pdfkit's WinAnsi encoding has a glyph for: ASCII, Latin-1, and the Windows-1252 extras.
const WIN_ANSI_EXTRAS = new Set([...'€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'].map((character) => character.codePointAt(0)));
const inWinAnsi = (codePoint: number) => (codePoint >= 0x20 && codePoint <= 0x7e) || (codePoint >= 0xa0 && codePoint <= 0xff) || WIN_ANSI_EXTRAS.has(codePoint);

export const HELVETICA: Face = {
  family: 'Helvetica',
  names: { regular: 'Helvetica', bold: 'Helvetica-Bold' },
  files: null,
  // Both weights' AFM files say "Ascender 718".
  ascender: { regular: 718, bold: 718 },
  covers: inWinAnsi,
};

const packages = createRequire(import.meta.url);

/** A Noto face of @expo-google-fonts/<slug> (which ships `400Regular/<Family>_400Regular.ttf` and the bold beside it). */
function notoFace(slug: string, family: string): Face | null {
  const file = (weight: string) => `@expo-google-fonts/${slug}/${weight}/${family}_${weight}.ttf`;
  let files: Record<Weight, Buffer>;
  try {
    files = { regular: readFileSync(packages.resolve(file('400Regular'))), bold: readFileSync(packages.resolve(file('700Bold'))) };
  } catch {
    return null;
  }
  // fontkit is required here, on the first document, so a server that never makes one never loads it.
  const { create } = packages('fontkit') as typeof import('fontkit');
  const regular = create(files.regular);
  const bold = create(files.bold);
  const ascender = (font: typeof regular) => (font.ascent * 1000) / font.unitsPerEm;
  return {
    family,
    names: { regular: `${family}-Regular`, bold: `${family}-Bold` },
    files,
    ascender: { regular: ascender(regular), bold: ascender(bold) },
    // The weights of one family have the same characters.
    covers: (codePoint) => regular.hasGlyphForCodePoint(codePoint),
  };
}

export interface Faces {
  /** Arabic script (Urdu), and Latin letters too. Its package is a dependency: it is always there. */
  readonly naskh: Face;
  /** Latin, Cyrillic, Greek and Devanagari (Hindi). Its package is a dependency too. */
  readonly sans: Face;
}

let loaded: Faces | null = null;

/** The Noto faces, their files read once (on the first document). */
export function notoFaces(): Faces {
  if (loaded) return loaded;
  const naskh = notoFace('noto-naskh-arabic', 'NotoNaskhArabic');
  if (!naskh) throw new Error('The Urdu font package @expo-google-fonts/noto-naskh-arabic is missing');
  const sans = notoFace('noto-sans', 'NotoSans');
  if (!sans) throw new Error('The font package @expo-google-fonts/noto-sans is missing');
  loaded = { naskh, sans };
  return loaded;
}
