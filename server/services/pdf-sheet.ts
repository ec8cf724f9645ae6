// A printed page that reads in either direction. Boxes are placed from the start margin (left in English, right in
// Urdu) and text is aligned to a box's start or end, so one layout serves both. Every line is laid out here, not by
// pdfkit: it is split into runs of one direction (an Urdu name in an English line, numbers and e-mail addresses in an
// Urdu one), each of those into runs of one face (server/pdf/font-runs.ts: what a customer typed may be in any
// script), and the pieces are placed side by side on one baseline. English writes in Helvetica and Urdu in Noto
// Naskh Arabic, each falling back to the other Noto faces for the characters it lacks.
import type { Language } from '../../src/domain/i18n';
import { textDirection } from '../../src/domain/i18n';
import { directionalRuns } from '../i18n/bidi';
import { fontRuns } from '../pdf/font-runs';
import { HELVETICA, notoFaces, type Face, type Weight } from '../pdf/fonts';

type Doc = PDFKit.PDFDocument;

export type Align = 'start' | 'end' | 'center';

export interface Box {
  /** From the start margin. */
  offset: number;
  width: number;
  /** The top of the first line; the document's current y when left out. */
  y?: number;
  align?: Align;
  characterSpacing?: number;
}

export interface Sheet {
  readonly doc: Doc;
  /** The width between the margins. */
  readonly width: number;
  /** The weight and size of the text written next (its colour is the document's). */
  font(weight: Weight, size: number): Doc;
  /** Writes `text` in `box`, wrapped to its width; the document's y is left below it. */
  text(text: string, box: Box): void;
  /** A horizontal line from `offset` (from the start margin), `length` long. */
  rule(offset: number, length: number, y: number): Doc;
}

type Direction = 'ltr' | 'rtl';

/** A piece of a line in one face and one direction. */
interface Piece {
  text: string;
  face: Face;
  rtl: boolean;
}

// Laid out as one run, fontkit shapes the Arabic letters and puts the glyphs in visual (right-to-left) order; pdfkit
// lays out plain text word by word instead, which would leave the words of a right-to-left run left-to-right.
const AS_ONE_RUN: PDFKit.Mixins.TextOptions = { features: ['rlig'] };

// fontkit does not mirror brackets in right-to-left runs (a bidi shaper would): "(" must show as ")" there.
const MIRRORED: Record<string, string> = { '(': ')', ')': '(', '[': ']', ']': '[', '{': '}', '}': '{', '<': '>', '>': '<', '«': '»', '»': '«' };
const shown = (piece: Piece) => (piece.rtl ? piece.text.replace(/[()[\]{}<>«»]/gu, (bracket) => MIRRORED[bracket] ?? bracket) : piece.text);

const ALIGN: Record<Direction, Record<Align, 'left' | 'right' | 'center'>> = {
  ltr: { start: 'left', end: 'right', center: 'center' },
  rtl: { start: 'right', end: 'left', center: 'center' },
};

/** The faces a document in `direction` writes with, in order of preference: its own first. */
function faceChain(direction: Direction): [Face, ...Face[]] {
  const { naskh, sans } = notoFaces();
  return direction === 'rtl' ? [naskh, sans] : [HELVETICA, sans, naskh];
}

/** The sheet of a new document in `language`: Urdu writes in Noto Naskh Arabic and mirrors the page. */
export function sheetFor(doc: Doc, language: Language, margin: number): Sheet {
  const direction: Direction = textDirection(language);
  const chain = faceChain(direction);
  const [own] = chain;
  // Registering only names the files: pdfkit loads and embeds a face when a piece of text first uses it.
  for (const face of chain) {
    if (face.files) for (const weight of ['regular', 'bold'] as const) doc.registerFont(face.names[weight], face.files[weight]);
  }
  const width = doc.page.width - margin * 2;
  let weight: Weight = 'regular';
  let size = 12;

  const pieceOptions = (piece: Piece, characterSpacing: number | undefined): PDFKit.Mixins.TextOptions =>
    // Spacing between letters would break the joins of Arabic script: it is left out there.
    piece.rtl ? AS_ONE_RUN : characterSpacing ? { characterSpacing } : {};

  /** The line's pieces from left to right. */
  const piecesOf = (line: string): Piece[] => {
    const runs = directionalRuns(line, direction);
    return (direction === 'rtl' ? runs.reverse() : runs).flatMap((run) => {
      const pieces = fontRuns(run.text, chain).map(({ text, face }) => ({ text, face, rtl: run.rtl }));
      return run.rtl ? pieces.reverse() : pieces;
    });
  };

  const measured = (line: string, characterSpacing: number | undefined) =>
    piecesOf(line).map((piece) => {
      doc.font(piece.face.names[weight]);
      return { piece, width: doc.widthOfString(shown(piece), pieceOptions(piece, characterSpacing)) };
    });

  const lineWidth = (line: string, characterSpacing: number | undefined) => measured(line, characterSpacing).reduce((sum, { width: pieceWidth }) => sum + pieceWidth, 0);

  /** Greedy word wrap of one paragraph to `boxWidth` (a word longer than the line keeps a line of its own). */
  const wrap = (paragraph: string, boxWidth: number, characterSpacing: number | undefined): string[] => {
    const lines: string[] = [];
    let line = '';
    for (const word of paragraph.split(/\s+/u).filter((part) => part !== '')) {
      const candidate = line === '' ? word : `${line} ${word}`;
      if (line !== '' && lineWidth(candidate, characterSpacing) > boxWidth) {
        lines.push(line);
        line = word;
      } else {
        line = candidate;
      }
    }
    return [...lines, line];
  };

  /** One line, its pieces on the baseline of the document's own face, placed in the box by its alignment. */
  const writeLine = (line: string, x: number, top: number, boxWidth: number, align: 'left' | 'right' | 'center', characterSpacing: number | undefined) => {
    const pieces = measured(line, characterSpacing);
    const total = pieces.reduce((sum, { width: pieceWidth }) => sum + pieceWidth, 0);
    let left = align === 'left' ? x : align === 'right' ? x + boxWidth - total : x + (boxWidth - total) / 2;
    for (const { piece, width: pieceWidth } of pieces) {
      // pdfkit puts a piece's top at y, its baseline one ascender below: a face taller than the own one goes higher.
      const y = top + ((own.ascender[weight] - piece.face.ascender[weight]) * size) / 1000;
      doc.font(piece.face.names[weight]).text(shown(piece), left, y, { lineBreak: false, ...pieceOptions(piece, characterSpacing) });
      left += pieceWidth;
    }
  };

  /** The start of a box: its left edge, from the left margin in English and from the right one in Urdu. */
  const boxLeft = (offset: number, boxWidth: number) => (direction === 'rtl' ? margin + width - offset - boxWidth : margin + offset);

  return {
    doc,
    width,
    font: (nextWeight, nextSize) => {
      weight = nextWeight;
      size = nextSize;
      return doc.font(own.names[weight]).fontSize(size);
    },
    text: (text, { offset, y, width: boxWidth, align = 'start', characterSpacing }) => {
      const x = boxLeft(offset, boxWidth);
      doc.font(own.names[weight]);
      const lineHeight = doc.currentLineHeight(true);
      let top = y ?? doc.y;
      for (const line of text.split(/\r\n|\r|\n/u).flatMap((paragraph) => wrap(paragraph, boxWidth, characterSpacing))) {
        // A new page where this one ends, as pdfkit does.
        if (top + lineHeight > doc.page.maxY()) {
          doc.addPage();
          top = doc.page.margins.top;
        }
        writeLine(line, x, top, boxWidth, ALIGN[direction][align], characterSpacing);
        top += lineHeight;
      }
      doc.font(own.names[weight]);
      doc.x = x;
      doc.y = top;
    },
    rule: (offset, length, y) => doc.moveTo(boxLeft(offset, length), y).lineTo(boxLeft(offset, length) + length, y),
  };
}
