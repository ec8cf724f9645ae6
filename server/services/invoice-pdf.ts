// The invoice as a PDF (pdfkit): the same blocks, labels and rows as the invoice page, from src/domain/invoice.ts.
import PDFDocument from 'pdfkit';
import { formatMoney } from '../../src/domain/format';
import { billToLines, companyLines, invoiceDate, invoiceLines, invoiceTotals, paymentSummary, serviceDetails } from '../../src/domain/invoice';
import { invoiceContent as content } from '../../src/domain/invoiceContent';
import type { Invoice } from '../../src/domain/types';

type Doc = PDFKit.PDFDocument;

const MARGIN = 50;
const COLOR = { text: '#1c2430', muted: '#4f5b6a', brand: '#0f3d5e', border: '#d5dce4', band: '#f5f7fa' } as const;
const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold' } as const;

const contentWidth = (doc: Doc) => doc.page.width - MARGIN * 2;

function heading(doc: Doc, text: string, x: number, y: number, width: number) {
  doc.font(FONT.bold).fontSize(9).fillColor(COLOR.muted).text(text.toUpperCase(), x, y, { width, characterSpacing: 0.5 });
}

/** A titled block of lines at (x, y); returns the y below it. */
function block(doc: Doc, title: string, lines: string[], x: number, y: number, width: number): number {
  heading(doc, title, x, y, width);
  doc.moveDown(0.3);
  lines.forEach((line, index) => {
    doc
      .font(index === 0 ? FONT.bold : FONT.regular)
      .fontSize(10)
      .fillColor(COLOR.text)
      .text(line, x, undefined, { width });
  });
  return doc.y;
}

function header(doc: Doc, invoice: Invoice): number {
  const width = contentWidth(doc);
  const half = width / 2;
  doc.font(FONT.bold).fontSize(18).fillColor(COLOR.brand).text(invoice.company.name, MARGIN, MARGIN, { width: half - 12 });
  doc.font(FONT.regular).fontSize(9).fillColor(COLOR.muted);
  for (const line of companyLines(invoice)) doc.text(line, MARGIN, undefined, { width: half - 12 });
  const companyBottom = doc.y;

  doc.font(FONT.bold).fontSize(20).fillColor(COLOR.text).text(content.heading(invoice.number), MARGIN + half, MARGIN, { width: half, align: 'right' });
  doc.font(FONT.regular).fontSize(10).fillColor(COLOR.muted).text(`${content.date}: ${invoiceDate(invoice.created_at)}`, MARGIN + half, undefined, { width: half, align: 'right' });
  const bottom = Math.max(companyBottom, doc.y) + 14;
  doc.moveTo(MARGIN, bottom).lineTo(MARGIN + width, bottom).lineWidth(1).strokeColor(COLOR.border).stroke();
  return bottom + 16;
}

function parties(doc: Doc, invoice: Invoice, top: number): number {
  const width = contentWidth(doc);
  const column = (width - 24) / 2;
  const billToBottom = block(doc, content.billTo, billToLines(invoice), MARGIN, top, column);
  heading(doc, content.serviceDetails, MARGIN + column + 24, top, column);
  doc.moveDown(0.3);
  for (const { label, value } of serviceDetails(invoice)) {
    doc.font(FONT.regular).fontSize(10).fillColor(COLOR.text).text(`${label}: ${value}`, MARGIN + column + 24, undefined, { width: column });
  }
  return Math.max(billToBottom, doc.y) + 20;
}

function serviceTable(doc: Doc, invoice: Invoice, top: number): number {
  const width = contentWidth(doc);
  const amountWidth = 120;
  const descriptionWidth = width - amountWidth - 16;
  doc.rect(MARGIN, top, width, 22).fill(COLOR.band);
  doc.font(FONT.bold).fontSize(9).fillColor(COLOR.muted);
  doc.text(content.description.toUpperCase(), MARGIN + 8, top + 7, { width: descriptionWidth });
  doc.text(content.amount.toUpperCase(), MARGIN + width - amountWidth - 8, top + 7, { width: amountWidth, align: 'right' });
  let y = top + 30;
  for (const line of invoiceLines(invoice)) {
    doc.font(FONT.bold).fontSize(10).fillColor(COLOR.text).text(line.description, MARGIN + 8, y, { width: descriptionWidth });
    if (line.detail) doc.font(FONT.regular).fontSize(9).fillColor(COLOR.muted).text(line.detail, MARGIN + 8, undefined, { width: descriptionWidth });
    const rowBottom = doc.y;
    doc.font(FONT.regular).fontSize(10).fillColor(COLOR.text).text(formatMoney(line.amount), MARGIN + width - amountWidth - 8, y, { width: amountWidth, align: 'right' });
    y = Math.max(rowBottom, doc.y) + 8;
    doc.moveTo(MARGIN, y).lineTo(MARGIN + width, y).lineWidth(0.5).strokeColor(COLOR.border).stroke();
    y += 8;
  }
  return y;
}

function totals(doc: Doc, invoice: Invoice, top: number): number {
  const width = contentWidth(doc);
  const labelWidth = 200;
  const amountWidth = 120;
  const amountX = MARGIN + width - amountWidth - 8;
  const labelX = amountX - labelWidth - 8;
  let y = top;
  for (const row of invoiceTotals(invoice)) {
    if (row.isGrandTotal) {
      doc.moveTo(labelX, y).lineTo(MARGIN + width, y).lineWidth(1).strokeColor(COLOR.text).stroke();
      y += 6;
    }
    const font = row.isGrandTotal ? FONT.bold : FONT.regular;
    const size = row.isGrandTotal ? 12 : 10;
    doc.font(font).fontSize(size).fillColor(COLOR.text).text(row.label, labelX, y, { width: labelWidth, align: 'right' });
    doc.font(font).fontSize(size).text(formatMoney(row.amount), amountX, y, { width: amountWidth, align: 'right' });
    y = doc.y + 6;
  }
  return y + 12;
}

function notes(doc: Doc, invoice: Invoice, top: number): number {
  if (!invoice.booking.customer_notes) return top;
  heading(doc, content.customerNotes, MARGIN, top, contentWidth(doc));
  doc.moveDown(0.3);
  doc.font(FONT.regular).fontSize(10).fillColor(COLOR.text).text(invoice.booking.customer_notes, MARGIN, undefined, { width: contentWidth(doc) });
  return doc.y + 16;
}

/** Renders the invoice into a PDF file in memory. */
export function renderInvoicePdf(invoice: Invoice): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: content.heading(invoice.number), Author: invoice.company.name, Subject: invoice.booking.service.name },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  let y = header(doc, invoice);
  y = parties(doc, invoice, y);
  y = serviceTable(doc, invoice, y);
  y = totals(doc, invoice, y);
  y = notes(doc, invoice, y);
  heading(doc, content.payment, MARGIN, y, contentWidth(doc));
  doc.moveDown(0.3);
  doc.font(FONT.bold).fontSize(10).fillColor(COLOR.text).text(paymentSummary(invoice.payment_status, invoice.payment_method), MARGIN);
  doc.moveDown(1.5);
  doc.font(FONT.regular).fontSize(9).fillColor(COLOR.muted).text(content.thanks, MARGIN, undefined, { width: contentWidth(doc), align: 'center' });
  doc.end();
  return done;
}
