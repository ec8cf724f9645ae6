// What customers type in any script prints on the invoice PDF, in English and in Urdu: each piece in a font that has
// its letters (read back through the fonts' ToUnicode maps), Urdu/Arabic names shaped right to left even on the
// English page, and what no installed font has shown as "?" instead of another script's garbage.
import { describe, expect, it } from 'vitest';
import type { Language } from '../../src/domain/i18n';
import type { Invoice } from '../../src/domain/types';
import { inLanguage } from '../../server/i18n/request-language';
import { renderInvoicePdf } from '../../server/services/invoice-pdf';
import { embeddedFonts, pdfTextRuns, type PdfTextRun } from './helpers/pdf-text';

const PLATE = 'КХИ-902';

const invoiceFor = (name: string, plate = PLATE): Invoice => ({
  id: '3f7c2a10-8b4d-4e6f-a1b2-c3d41a2b3c4d',
  number: '1A2B3C4D',
  invoice_number: 'INV-2026-000042',
  created_at: '2026-11-22T08:00:00Z',
  amount: 10593,
  tax_amount: 1907,
  total_amount: 12500,
  tax_label: 'Sales Tax (Sindh 15%)',
  payment_status: 'paid',
  payment_method: 'card',
  paid_at: '2026-11-22T09:00:00Z',
  company: { name: 'Clifton Auto Spa', address: 'Block 5, Clifton, Karachi', phone: '+92 21 1111 2222', email: 'hello@clifton.pk', ntn: null, strn: null },
  customer: { first_name: name, last_name: '', email: 'zoe@example.pk', phone: '0300 1234567' },
  booking: {
    id: 'b-1',
    status: 'confirmed',
    car: { year: 2021, make: 'Honda', model: 'Civic', license_plate: plate, color: 'Grey' },
    time_slot: { date: '2026-12-05', start_time: '10:00', end_time: '12:00' },
    service: { name: 'Full Detail', description: 'Inside and out, by hand' },
    customer_notes: `Gate 2 — ${name}`,
  },
});

const render = (language: Language, name: string, plate?: string) => inLanguage(language, () => renderInvoicePdf(invoiceFor(name, plate)));

/** The run's text as read in logical order: a right-to-left run's glyphs are drawn in visual order. */
const logical = (run: PdfTextRun) => [...run.glyphs].reverse().join('');

const NASKH = /^NotoNaskhArabic-/;

describe.each(['en', 'ur'] as const)('the invoice PDF in %s', (language) => {
  const ownFont = language === 'en' ? /^Helvetica/ : NASKH;

  it('prints a Latin name with its accents', async () => {
    const runs = pdfTextRuns(await render(language, 'Zoë Ñúñez'));
    expect(runs).toContainEqual(expect.objectContaining({ text: 'Zoë Ñúñez', font: expect.stringMatching(ownFont) }));
    expect(runs).toContainEqual(expect.objectContaining({ text: 'Gate 2 — Zoë Ñúñez', font: expect.stringMatching(ownFont) }));
  });

  it('prints an Urdu name in Noto Naskh Arabic, shaped right to left, and embeds that font', async () => {
    const pdf = await render(language, 'محمد علی');
    const arabic = pdfTextRuns(pdf).filter((run) => NASKH.test(run.font) && logical(run).includes('محمد علی'));
    // The name in the bill-to block and in the notes.
    expect(arabic.length).toBeGreaterThanOrEqual(2);
    expect(embeddedFonts(pdf)).toEqual(expect.arrayContaining(['NotoNaskhArabic-Bold', 'NotoNaskhArabic-Regular']));
  });

  it('prints a Hindi name in Noto Sans, shaped (its letters read back, the reph in drawing order)', async () => {
    const runs = pdfTextRuns(await render(language, 'राहुल शर्मा'));
    const hindi = runs.find((run) => /^NotoSans-/.test(run.font) && run.text.startsWith('राहुल'));
    expect(hindi).toBeDefined();
    // A shaped conjunct draws its reph after the consonant it sits on, so compare the letters, not their order.
    expect([...(hindi?.text ?? '')].sort()).toEqual([...'राहुल शर्मा'].sort());
  });

  it('prints a Cyrillic plate in Noto Sans', async () => {
    const runs = pdfTextRuns(await render(language, 'Zoë Ñúñez'));
    expect(runs.find((run) => run.text.includes('-902'))).toMatchObject({ text: PLATE, font: expect.stringMatching(/^NotoSans-/) });
  });

  it('draws no glyph its font lacks (nothing reads back as an unknown glyph)', async () => {
    for (const name of ['Zoë Ñúñez', 'محمد علی', 'राहुल शर्मा', 'Ελένη 😀 李']) {
      const runs = pdfTextRuns(await render(language, name));
      expect(runs.filter((run) => run.glyphs.includes('\u0000'))).toEqual([]);
    }
  });
});

it('embeds no font in an English invoice whose text Helvetica has (the PDF stays small)', async () => {
  expect(embeddedFonts(await render('en', 'Ayesha Khan Malik', 'KHI-902'))).toEqual([]);
});
