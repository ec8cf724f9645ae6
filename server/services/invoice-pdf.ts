// The invoice as a PDF (pdfkit): the same blocks, labels and rows as the invoice page, from src/domain/invoice.ts, in
// the language in force (the request's for a download, the customer's for a mailed receipt). Urdu mirrors the page.
import { formatMoney } from '../../src/domain/format';
import { activeLanguage, DEFAULT_LANGUAGE } from '../../src/domain/i18n';
import { billToLines, companyLines, invoiceDate, invoiceLines, invoiceReferences, invoiceTotals, paymentSummary, serviceDetails } from '../../src/domain/invoice';
import { invoiceContent as content } from '../../src/domain/invoiceContent';
import type { Invoice } from '../../src/domain/types';
import { sheetFor, type Sheet } from './pdf-sheet';

const MARGIN = 50;
const COLOR = { text: '#1c2430', muted: '#4f5b6a', brand: '#0f3d5e', border: '#d5dce4', band: '#f5f7fa' } as const;

function heading(sheet: Sheet, title: string, offset: number, y: number | undefined, width: number) {
  sheet.font('bold', 9).fillColor(COLOR.muted);
  sheet.text(title.toUpperCase(), { offset, y, width, characterSpacing: 0.5 });
}

/** A titled block of lines at (offset, y); returns the y below it. */
function block(sheet: Sheet, title: string, lines: string[], offset: number, y: number, width: number): number {
  const { doc } = sheet;
  heading(sheet, title, offset, y, width);
  doc.moveDown(0.3);
  lines.forEach((line, index) => {
    sheet.font(index === 0 ? 'bold' : 'regular', 10).fillColor(COLOR.text);
    sheet.text(line, { offset, width });
  });
  return doc.y;
}

function header(sheet: Sheet, invoice: Invoice): number {
  const { doc, width } = sheet;
  const half = width / 2;
  sheet.font('bold', 18).fillColor(COLOR.brand);
  sheet.text(invoice.company.name, { offset: 0, y: MARGIN, width: half - 12 });
  sheet.font('regular', 9).fillColor(COLOR.muted);
  for (const line of companyLines(invoice)) sheet.text(line, { offset: 0, width: half - 12 });
  const companyBottom = doc.y;

  sheet.font('bold', 20).fillColor(COLOR.text);
  sheet.text(content.heading(invoice.number), { offset: half, y: MARGIN, width: half, align: 'end' });
  sheet.font('regular', 10).fillColor(COLOR.muted);
  sheet.text(`${content.date}: ${invoiceDate(invoice.created_at)}`, { offset: half, width: half, align: 'end' });
  for (const { label, value } of invoiceReferences(invoice)) sheet.text(`${label}: ${value}`, { offset: half, width: half, align: 'end' });
  const bottom = Math.max(companyBottom, doc.y) + 14;
  sheet.rule(0, width, bottom).lineWidth(1).strokeColor(COLOR.border).stroke();
  return bottom + 16;
}

function parties(sheet: Sheet, invoice: Invoice, top: number): number {
  const { doc, width } = sheet;
  const column = (width - 24) / 2;
  const billToBottom = block(sheet, content.billTo, billToLines(invoice), 0, top, column);
  heading(sheet, content.serviceDetails, column + 24, top, column);
  doc.moveDown(0.3);
  for (const { label, value } of serviceDetails(invoice)) {
    sheet.font('regular', 10).fillColor(COLOR.text);
    sheet.text(`${label}: ${value}`, { offset: column + 24, width: column });
  }
  return Math.max(billToBottom, doc.y) + 20;
}

function serviceTable(sheet: Sheet, invoice: Invoice, top: number): number {
  const { doc, width } = sheet;
  const amountWidth = 120;
  const descriptionWidth = width - amountWidth - 16;
  doc.rect(MARGIN, top, width, 22).fill(COLOR.band);
  sheet.font('bold', 9).fillColor(COLOR.muted);
  sheet.text(content.description.toUpperCase(), { offset: 8, y: top + 7, width: descriptionWidth });
  sheet.text(content.amount.toUpperCase(), { offset: width - amountWidth - 8, y: top + 7, width: amountWidth, align: 'end' });
  let y = top + 30;
  for (const line of invoiceLines(invoice)) {
    sheet.font('bold', 10).fillColor(COLOR.text);
    sheet.text(line.description, { offset: 8, y, width: descriptionWidth });
    if (line.detail) {
      sheet.font('regular', 9).fillColor(COLOR.muted);
      sheet.text(line.detail, { offset: 8, width: descriptionWidth });
    }
    const rowBottom = doc.y;
    sheet.font('regular', 10).fillColor(COLOR.text);
    sheet.text(formatMoney(line.amount), { offset: width - amountWidth - 8, y, width: amountWidth, align: 'end' });
    y = Math.max(rowBottom, doc.y) + 8;
    sheet.rule(0, width, y).lineWidth(0.5).strokeColor(COLOR.border).stroke();
    y += 8;
  }
  return y;
}

function totals(sheet: Sheet, invoice: Invoice, top: number): number {
  const { doc, width } = sheet;
  const labelWidth = 200;
  const amountWidth = 120;
  const amountOffset = width - amountWidth - 8;
  const labelOffset = amountOffset - labelWidth - 8;
  let y = top;
  for (const row of invoiceTotals(invoice)) {
    if (row.isGrandTotal) {
      sheet.rule(labelOffset, width - labelOffset, y).lineWidth(1).strokeColor(COLOR.text).stroke();
      y += 6;
    }
    sheet.font(row.isGrandTotal ? 'bold' : 'regular', row.isGrandTotal ? 12 : 10).fillColor(COLOR.text);
    sheet.text(row.label, { offset: labelOffset, y, width: labelWidth, align: 'end' });
    // A long label (a deposit's due time) may take two lines: the next row goes below it.
    const labelBottom = doc.y;
    sheet.text(formatMoney(row.amount), { offset: amountOffset, y, width: amountWidth, align: 'end' });
    y = Math.max(labelBottom, doc.y) + 6;
  }
  return y + 12;
}

function notes(sheet: Sheet, invoice: Invoice, top: number): number {
  const { doc, width } = sheet;
  if (!invoice.booking.customer_notes) return top;
  heading(sheet, content.customerNotes, 0, top, width);
  doc.moveDown(0.3);
  sheet.font('regular', 10).fillColor(COLOR.text);
  sheet.text(invoice.booking.customer_notes, { offset: 0, width });
  return doc.y + 16;
}

/** Renders the invoice into a PDF file in memory, in the language in force. */
export async function renderInvoicePdf(invoice: Invoice): Promise<Buffer> {
  // Loaded on the first invoice, not with the server: pdfkit and its font engine are a fifth of its start.
  const language = activeLanguage();
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    ...(language === DEFAULT_LANGUAGE ? {} : { lang: language }),
    info: { Title: content.heading(invoice.number), Author: invoice.company.name, Subject: invoice.booking.service.name },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const sheet = sheetFor(doc, language, MARGIN);
  const { width } = sheet;
  let y = header(sheet, invoice);
  y = parties(sheet, invoice, y);
  y = serviceTable(sheet, invoice, y);
  y = totals(sheet, invoice, y);
  y = notes(sheet, invoice, y);
  heading(sheet, content.payment, 0, y, width);
  doc.moveDown(0.3);
  sheet.font('bold', 10).fillColor(COLOR.text);
  sheet.text(paymentSummary(invoice), { offset: 0, width });
  doc.moveDown(1.5);
  sheet.font('regular', 9).fillColor(COLOR.muted);
  sheet.text(content.thanks, { offset: 0, width, align: 'center' });
  doc.end();
  return done;
}
