// The part of fontkit (pdfkit's own font engine, installed with it) that the PDF fonts use: which characters a font
// has, and the metrics that place its baseline.
declare module 'fontkit' {
  export interface Font {
    readonly unitsPerEm: number;
    /** Above the baseline, in font units (the hhea ascender, as pdfkit reads it). */
    readonly ascent: number;
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function create(buffer: Buffer): Font;
}
