// A printed page that reads in either direction. Boxes are placed from the start margin (left in English, right in
// Urdu) and text is aligned to a box's start or end, so one layout serves both. English is written by pdfkit as it
// always was (Helvetica); Urdu is written in Noto Naskh Arabic, right-to-left: each line is split into runs of one
// direction (numbers, amounts, e-mail addresses stay left-to-right) and the runs are laid from the right edge.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Language } from '../../src/domain/i18n';
import { textDirection } from '../../src/domain/i18n';
import { directionalRuns, type DirectionalRun } from '../i18n/bidi';

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
  readonly fonts: { readonly regular: string; readonly bold: string };
  /** The width between the margins. */
  readonly width: number;
  /** Writes `text` in `box`, wrapped to its width; the document's y is left below it. */
  text(text: string, box: Box): void;
  /** A horizontal line from `offset` (from the start margin), `length` long. */
  rule(offset: number, length: number, y: number): Doc;
}

const LATIN_FONTS = { regular: 'Helvetica', bold: 'Helvetica-Bold' } as const;
const NASKH_FONTS = { regular: 'NotoNaskhArabic-Regular', bold: 'NotoNaskhArabic-Bold' } as const;

const packages = createRequire(import.meta.url);
const fontFile = (weight: '400Regular' | '700Bold') => packages.resolve(`@expo-google-fonts/noto-naskh-arabic/${weight}/NotoNaskhArabic_${weight}.ttf`);

let naskh: { regular: Buffer; bold: Buffer } | null = null;
/** The font files, read once (on the first Urdu document). */
const naskhFiles = () => (naskh ??= { regular: readFileSync(fontFile('400Regular')), bold: readFileSync(fontFile('700Bold')) });

// Laid out as one run, fontkit shapes the Arabic letters and puts the glyphs in visual (right-to-left) order; pdfkit
// lays out plain text word by word instead, which would leave the words of a right-to-left run left-to-right.
const AS_ONE_RUN: PDFKit.Mixins.TextOptions = { features: ['rlig'] };
const runOptions = (run: DirectionalRun) => (run.rtl ? AS_ONE_RUN : {});

// fontkit does not mirror brackets in right-to-left runs (a bidi shaper would): "(" must show as ")" there.
const MIRRORED: Record<string, string> = { '(': ')', ')': '(', '[': ']', ']': '[', '{': '}', '}': '{', '<': '>', '>': '<', '«': '»', '»': '«' };
const shown = (run: DirectionalRun) => (run.rtl ? run.text.replace(/[()[\]{}<>«»]/gu, (bracket) => MIRRORED[bracket] ?? bracket) : run.text);

const LTR_ALIGN = { start: 'left', end: 'right', center: 'center' } as const;
const RTL_ALIGN = { start: 'right', end: 'left', center: 'center' } as const;

/** Greedy word wrap of one paragraph to `width` (a word longer than the line keeps a line of its own). */
function wrap(doc: Doc, paragraph: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of paragraph.split(/\s+/u).filter((part) => part !== '')) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (line !== '' && doc.widthOfString(candidate) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  return [...lines, line];
}

/** One line: its runs from the right edge leftwards, the line placed in the box by its alignment. */
function writeRightToLeftLine(doc: Doc, line: string, x: number, y: number, width: number, align: 'left' | 'right' | 'center') {
  const runs = directionalRuns(line).map((run) => ({ run, text: shown(run), width: doc.widthOfString(run.text, runOptions(run)) }));
  const total = runs.reduce((sum, { width: runWidth }) => sum + runWidth, 0);
  let right = align === 'right' ? x + width : align === 'center' ? x + (width + total) / 2 : x + total;
  for (const { run, text, width: runWidth } of runs) {
    right -= runWidth;
    doc.text(text, right, y, { lineBreak: false, ...runOptions(run) });
  }
}

/** Writes the wrapped lines from `top` down, going on to a new page where this one ends (as pdfkit does). */
function writeRightToLeft(doc: Doc, text: string, x: number, top: number, width: number, align: 'left' | 'right' | 'center') {
  const lineHeight = doc.currentLineHeight(true);
  let y = top;
  for (const line of text.split(/\r\n|\r|\n/u).flatMap((paragraph) => wrap(doc, paragraph, width))) {
    if (y + lineHeight > doc.page.maxY()) {
      doc.addPage();
      y = doc.page.margins.top;
    }
    writeRightToLeftLine(doc, line, x, y, width, align);
    y += lineHeight;
  }
  doc.x = x;
  doc.y = y;
}

/** The sheet of a new document in `language`: Urdu embeds Noto Naskh Arabic and mirrors the page. */
export function sheetFor(doc: Doc, language: Language, margin: number): Sheet {
  const rtl = textDirection(language) === 'rtl';
  const width = doc.page.width - margin * 2;
  if (!rtl) {
    return {
      doc,
      fonts: LATIN_FONTS,
      width,
      text: (text, { offset, y, width: boxWidth, align = 'start', characterSpacing }) => {
        doc.text(text, margin + offset, y, {
          width: boxWidth,
          ...(align === 'start' ? {} : { align: LTR_ALIGN[align] }),
          ...(characterSpacing ? { characterSpacing } : {}),
        });
      },
      rule: (offset, length, y) => doc.moveTo(margin + offset, y).lineTo(margin + offset + length, y),
    };
  }
  const files = naskhFiles();
  doc.registerFont(NASKH_FONTS.regular, files.regular);
  doc.registerFont(NASKH_FONTS.bold, files.bold);
  const mirrored = (offset: number, boxWidth: number) => margin + width - offset - boxWidth;
  return {
    doc,
    fonts: NASKH_FONTS,
    width,
    // Spacing between letters would break the joins of Arabic script: it is left out.
    text: (text, { offset, y, width: boxWidth, align = 'start' }) => writeRightToLeft(doc, text, mirrored(offset, boxWidth), y ?? doc.y, boxWidth, RTL_ALIGN[align]),
    rule: (offset, length, y) => doc.moveTo(mirrored(offset, length), y).lineTo(mirrored(offset, length) + length, y),
  };
}
