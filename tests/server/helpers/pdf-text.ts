// Reads back the text of a PDF that pdfkit wrote, as a viewer's copy-and-paste would: every content stream's text
// operators, each string decoded by its font (WinAnsi for the built-in Helvetica; the ToUnicode map for an embedded
// font, glyph by glyph), and which fonts the file embeds.
import { inflateSync } from 'node:zlib';

interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

/** One text operator's string: its font (without the subset tag) and what each glyph stands for, in drawing order. */
export interface PdfTextRun {
  font: string;
  glyphs: string[];
  /** The glyphs joined: what a left-to-right reader copies. */
  text: string;
}

function objectsOf(pdf: Buffer): Map<string, PdfObject> {
  const raw = pdf.toString('latin1');
  const objects = new Map<string, PdfObject>();
  for (const match of raw.matchAll(/\n(\d+) 0 obj\n([\s\S]*?)\nendobj/g)) {
    const [dict = '', stream] = (match[2] ?? '').split(/\nstream\n/);
    const bytes = stream === undefined ? null : Buffer.from(stream.replace(/\nendstream$/, ''), 'latin1');
    let inflated: Buffer | null = bytes;
    if (bytes && dict.includes('/FlateDecode')) {
      try {
        inflated = inflateSync(bytes);
      } catch {
        inflated = null;
      }
    }
    objects.set(match[1] ?? '', { dict, stream: inflated });
  }
  return objects;
}

const utf16 = (hex: string) => Buffer.from(hex.replace(/\s+/g, ''), 'hex').swap16().toString('utf16le');

/** Glyph id (as 4 hex digits) → text, from a ToUnicode CMap as pdfkit writes it (ranges of arrays, or single codes). */
function toUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const [, start = '0', , list = ''] of cmap.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*\[([^\]]*)\]/gi)) {
    [...list.matchAll(/<([0-9a-f\s]*)>/gi)].forEach(([, hex = ''], index) => map.set(parseInt(start, 16) + index, utf16(hex)));
  }
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code = '0', hex = ''] of (block[1] ?? '').matchAll(/<([0-9a-f]+)>\s*<([0-9a-f\s]+)>/gi)) map.set(parseInt(code, 16), utf16(hex));
  }
  return map;
}

interface FontDecoder {
  name: string;
  decode(hex: string): string[];
}

// WinAnsi is Latin-1 but for 0x80–0x9F, where Windows-1252 puts these (the five it leaves out stay as they are).
const WIN_ANSI_80_TO_9F = [...'€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ'];
const winAnsi = (hex: string) => [...Buffer.from(hex, 'hex')].map((byte) => (byte >= 0x80 && byte <= 0x9f ? WIN_ANSI_80_TO_9F[byte - 0x80] : String.fromCharCode(byte)) ?? '');

function decoderFor(objects: Map<string, PdfObject>, reference: string): FontDecoder {
  const dict = objects.get(reference)?.dict ?? '';
  const name = (/\/BaseFont \/(?:[A-Z]{6}\+)?([^\s/]+)/.exec(dict)?.[1] ?? '?').trim();
  const cmapRef = /\/ToUnicode (\d+) 0 R/.exec(dict)?.[1];
  if (!cmapRef) return { name, decode: winAnsi };
  const map = toUnicode(objects.get(cmapRef)?.stream?.toString('latin1') ?? '');
  return { name, decode: (hex) => (hex.match(/[0-9a-f]{4}/gi) ?? []).map((code) => map.get(parseInt(code, 16)) ?? '\u0000') };
}

/** Every string the pages draw, in order. */
export function pdfTextRuns(pdf: Buffer): PdfTextRun[] {
  const objects = objectsOf(pdf);
  const fonts = new Map<string, FontDecoder>();
  for (const { dict } of objects.values()) {
    const fontTable = /\/Font <<([^>]*)>>/.exec(dict)?.[1] ?? '';
    for (const [, resource = '', reference = ''] of fontTable.matchAll(/\/(\w+) (\d+) 0 R/g)) fonts.set(resource, decoderFor(objects, reference));
  }
  const runs: PdfTextRun[] = [];
  for (const { dict, stream } of objects.values()) {
    if (!stream || /\/(Length1|Subtype)/.test(dict)) continue;
    let font: FontDecoder | undefined;
    for (const [, resource, array] of stream.toString('latin1').matchAll(/\/(\w+) [\d.]+ Tf|\[([^\]]*)\]\s*TJ/g)) {
      if (resource) font = fonts.get(resource);
      if (array !== undefined && font) {
        const glyphs = [...array.matchAll(/<([0-9a-fA-F]*)>/g)].flatMap(([, hex = '']) => font?.decode(hex) ?? []);
        runs.push({ font: font.name, glyphs, text: glyphs.join('') });
      }
    }
  }
  return runs;
}

/** The text a PDF shows, one drawn string a line. */
export const pdfText = (pdf: Buffer): string =>
  pdfTextRuns(pdf)
    .map((run) => run.text)
    .join('\n');

/** The names of the fonts the PDF embeds (their font files are in it), without the subset tags. */
export function embeddedFonts(pdf: Buffer): string[] {
  const descriptors = [...objectsOf(pdf).values()].filter(({ dict }) => /\/FontFile[23]? \d+ 0 R/.test(dict));
  return descriptors.map(({ dict }) => /\/FontName \/(?:[A-Z]{6}\+)?(\S+)/.exec(dict)?.[1] ?? '?');
}
