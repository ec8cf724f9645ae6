// Every mail's two parts from one description: plain text with its links written out, and HTML that mail clients
// render alike (tables, inline styles only, no images or scripts, 560 px wide at most and fluid below that).
import { CURRENCY } from '../../src/domain/constants';
import { mailtoHref } from '../../src/domain/email';
import { activeLanguage, ltr, textDirection, type Language } from '../../src/domain/i18n';
import { mailContent, type MailLink, type MailText } from '../../src/domain/mailContent';
import { directionalRuns, hasRtlText } from '../i18n/bidi';
import type { MailContext } from './types';
import { telHref } from '../../src/domain/phone';

export type MailBlock =
  | { kind: 'paragraph'; text: MailText }
  /** A paragraph set apart on a tinted background: the one sentence the reader must not miss. */
  | { kind: 'callout'; text: MailText }
  | { kind: 'details'; rows: ReadonlyArray<{ label: string; value: MailText }> }
  /** `writeOut`: the HTML part also shows the link itself, for clients that break buttons. */
  | { kind: 'button'; label: string; href: string; writeOut?: boolean }
  /** Someone's own words, kept as they wrote them (line breaks included). */
  | { kind: 'quote'; text: string };

export interface MailLayout {
  /** The title of the HTML document. */
  subject: string;
  /** The line most inboxes show after the subject. */
  preheader: string;
  heading: string;
  blocks: readonly MailBlock[];
  /** Why the reader gets this mail, under the contact block. */
  reason: string;
}

/** "+92 21 3584 1122" → "tel:+922135841122". */

export const telLink = (phone: string): MailLink => ({ text: phone, href: telHref(phone) });

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);

const pieces = (text: MailText): ReadonlyArray<string | MailLink> => (typeof text === 'string' ? [text] : text);

// ——— plain text ———

/** A link in the text part: written out, unless the words already are the address (a phone number, an email). */
const linkAsText = (link: MailLink) =>
  link.href === link.text || link.href === mailtoHref(link.text) || link.href.startsWith('tel:') ? link.text : `${link.text} (${link.href})`;

const plain = (text: MailText) => pieces(text).map((piece) => (typeof piece === 'string' ? piece : linkAsText(piece))).join('');

function blockAsText(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
    case 'callout':
      return plain(block.text);
    case 'details':
      return block.rows.map((row) => `${row.label}: ${plain(row.value)}`).join('\n');
    case 'button':
      return `${block.label}:\n${block.href}`;
    case 'quote':
      return block.text
        .split(/\r\n|\r|\n/)
        .map((line) => `> ${line}`.trimEnd())
        .join('\n');
  }
}

function textPart(context: MailContext, layout: MailLayout): string {
  const { company } = context;
  const labels = mailContent.footer;
  // In a right-to-left mail the number, the address and the link stay left-to-right after their Urdu labels.
  const isolate = textDirection(activeLanguage()) === 'rtl' ? ltr : (text: string) => text;
  return [
    layout.heading,
    ...layout.blocks.map(blockAsText),
    ['--', company.name, company.address, `${labels.phone}: ${isolate(company.phone)}`, `${labels.email}: ${isolate(company.email)}`, `${labels.website}: ${isolate(context.publicUrl)}`].join('\n'),
    `${layout.reason}\n`,
  ].join('\n\n');
}

// ——— HTML ———

const FONT = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const COLOURS = {
  brand: '#0f3d5e',
  onBrand: '#ffffff',
  text: '#1c2430',
  muted: '#4f5b6a',
  page: '#f5f7fa',
  surface: '#ffffff',
  border: '#d5dce4',
  soft: '#e6f0f7',
} as const;

/**
 * Which way the mail reads. Right-to-left (Urdu) mirrors the sides, aligns every block right (for clients that drop
 * the dir attribute) and keeps numbers, phone numbers and addresses left-to-right inside the text.
 */
interface Direction {
  rtl: boolean;
  /** The side a line starts on. */
  start: 'left' | 'right';
  end: 'left' | 'right';
  /** Added to every text block's style. */
  align: string;
  font: string;
}

// Urdu first in fonts that have every Urdu letter (ہ، ے، ں), where a system's default sans-serif may not.
const URDU_FONT = `'Noto Naskh Arabic', 'Segoe UI', Tahoma, 'Geeza Pro', ${FONT}`;

const LEFT_TO_RIGHT: Direction = { rtl: false, start: 'left', end: 'right', align: '', font: FONT };
const RIGHT_TO_LEFT: Direction = { rtl: true, start: 'right', end: 'left', align: 'text-align:right;', font: URDU_FONT };

const directionOf = (language: Language): Direction => (textDirection(language) === 'rtl' ? RIGHT_TO_LEFT : LEFT_TO_RIGHT);

const LINK_STYLE = `color:${COLOURS.brand};text-decoration:underline;word-break:break-word;`;
const paragraphStyle = (direction: Direction) => `margin:0 0 16px;font-family:${direction.font};font-size:16px;line-height:24px;color:${COLOURS.text};${direction.align}`;

/** Keeps "PKR 14,500" and "10:00 AM" on one line: an amount or a time split over two lines reads wrong on a phone. */
const keepTogether = (html: string) => html.replace(new RegExp(`\\b${CURRENCY} (?=\\d)`, 'g'), `${CURRENCY}&nbsp;`).replace(/(\d) (AM|PM)\b/g, '$1&nbsp;$2');

/** In right-to-left text, a left-to-right run with a number or an address in it is isolated, so it reads as written. */
const directed = (text: string, direction: Direction) =>
  direction.rtl
    ? directionalRuns(text)
        .map((run) => (!run.rtl && /[\d@]/.test(run.text) ? `<span dir="ltr">${keepTogether(escapeHtml(run.text))}</span>` : keepTogether(escapeHtml(run.text))))
        .join('')
    : keepTogether(escapeHtml(text));

const multiline = (text: string, direction: Direction) => directed(text, direction).replace(/\r\n|\r|\n/g, '<br>');

// A phone number broken over two lines is easy to misdial.
const linkStyle = (href: string) => (href.startsWith('tel:') ? `${LINK_STYLE}white-space:nowrap;` : LINK_STYLE);

/** A phone number, an address or a URL stays left-to-right in a right-to-left mail. */
const linkDirection = (link: MailLink, direction: Direction) => (direction.rtl && !hasRtlText(link.text) ? ' dir="ltr"' : '');

const linkHtml = (link: MailLink, direction: Direction) =>
  `<a href="${escapeHtml(link.href)}"${linkDirection(link, direction)} style="${linkStyle(link.href)}">${escapeHtml(link.text)}</a>`;

const rich = (text: MailText, direction: Direction) =>
  pieces(text)
    .map((piece) => (typeof piece === 'string' ? multiline(piece, direction) : linkHtml(piece, direction)))
    .join('');

function detailsHtml(rows: ReadonlyArray<{ label: string; value: MailText }>, direction: Direction): string {
  const cells = rows
    .map((row, index) => {
      const border = index === 0 ? '' : `border-top:1px solid ${COLOURS.border};`;
      const cell = `padding:10px 0;vertical-align:top;font-family:${direction.font};${border}${direction.align}`;
      return (
        `<tr><td width="38%" style="${cell}width:38%;padding-${direction.end}:12px;font-size:14px;line-height:20px;color:${COLOURS.muted};">${escapeHtml(row.label)}</td>` +
        `<td style="${cell}font-size:15px;line-height:20px;font-weight:bold;color:${COLOURS.text};word-break:break-word;">${rich(row.value, direction)}</td></tr>`
      );
    })
    .join('');
  return (
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%;margin:0 0 20px;border-collapse:collapse;` +
    `background-color:${COLOURS.page};border:1px solid ${COLOURS.border};border-radius:6px;">` +
    `<tr><td style="padding:6px 16px;"><table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%;border-collapse:collapse;">${cells}</table></td></tr></table>`
  );
}

function buttonHtml(block: Extract<MailBlock, { kind: 'button' }>, direction: Direction): string {
  const href = escapeHtml(block.href);
  const button =
    `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:4px 0 20px;border-collapse:separate;"><tr>` +
    `<td align="center" bgcolor="${COLOURS.brand}" style="border-radius:6px;background-color:${COLOURS.brand};">` +
    `<a href="${href}" style="display:inline-block;padding:13px 24px;font-family:${direction.font};font-size:16px;line-height:20px;font-weight:bold;` +
    `color:${COLOURS.onBrand};text-decoration:none;border-radius:6px;">${escapeHtml(block.label)}</a></td></tr></table>`;
  if (!block.writeOut) return button;
  return (
    button +
    `<p style="margin:0 0 16px;font-family:${direction.font};font-size:14px;line-height:20px;color:${COLOURS.muted};${direction.align}">${escapeHtml(mailContent.linkFallback)}<br>` +
    `<a href="${href}"${direction.rtl ? ' dir="ltr"' : ''} style="color:${COLOURS.brand};text-decoration:underline;word-break:break-all;">${escapeHtml(block.href)}</a></p>`
  );
}

function blockAsHtml(block: MailBlock, direction: Direction): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="${paragraphStyle(direction)}">${rich(block.text, direction)}</p>`;
    case 'callout':
      return (
        `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%;margin:0 0 20px;border-collapse:collapse;">` +
        `<tr><td style="padding:14px 16px;background-color:${COLOURS.soft};border-${direction.start}:4px solid ${COLOURS.brand};font-family:${direction.font};font-size:16px;line-height:24px;color:${COLOURS.text};${direction.align}">` +
        `${rich(block.text, direction)}</td></tr></table>`
      );
    case 'details':
      return detailsHtml(block.rows, direction);
    case 'button':
      return buttonHtml(block, direction);
    case 'quote':
      // Someone's own words read in their own direction, whatever the mail's.
      return (
        `<blockquote${direction.rtl ? ' dir="auto"' : ''} style="margin:0 0 20px;padding:12px 16px;border-${direction.start}:4px solid ${COLOURS.border};background-color:${COLOURS.page};` +
        `font-family:${direction.font};font-size:15px;line-height:22px;color:${COLOURS.text};word-break:break-word;">${multiline(block.text, LEFT_TO_RIGHT)}</blockquote>`
      );
  }
}

function contactBlockHtml(context: MailContext, reason: string, direction: Direction): string {
  const { company } = context;
  const labels = mailContent.footer;
  const small = `font-family:${direction.font};font-size:13px;line-height:20px;color:${COLOURS.muted};${direction.align}`;
  const link = (href: string, text: string) => linkHtml({ text, href }, direction);
  return (
    `<td style="padding:20px 24px;background-color:${COLOURS.page};border-top:1px solid ${COLOURS.border};border-radius:0 0 8px 8px;${small}">` +
    `<p style="margin:0 0 4px;font-family:${direction.font};font-size:14px;line-height:20px;font-weight:bold;color:${COLOURS.text};${direction.align}">${escapeHtml(company.name)}</p>` +
    `<p style="margin:0 0 12px;${small}">${escapeHtml(company.address)}<br>` +
    `${escapeHtml(labels.phone)}: ${link(telHref(company.phone), company.phone)}<br>` +
    `${escapeHtml(labels.email)}: ${link(mailtoHref(company.email), company.email)}<br>` +
    `${escapeHtml(labels.website)}: ${link(context.publicUrl, context.publicUrl.replace(/^https?:\/\//, ''))}</p>` +
    `<p style="margin:0;${small}">${escapeHtml(reason)}</p></td>`
  );
}

function htmlPart(context: MailContext, layout: MailLayout, language: Language): string {
  const direction = directionOf(language);
  // Mail clients that drop <html> and <body> keep the tables' dir.
  const dir = direction.rtl ? ' dir="rtl"' : '';
  return [
    '<!DOCTYPE html>',
    `<html lang="${language}"${dir}>`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="x-apple-disable-message-reformatting">',
    '<meta name="color-scheme" content="light">',
    '<meta name="supported-color-schemes" content="light">',
    `<title>${escapeHtml(layout.subject)}</title>`,
    '</head>',
    `<body${dir} style="margin:0;padding:0;width:100%;background-color:${COLOURS.page};">`,
    `<div style="display:none;max-height:0;max-width:0;overflow:hidden;opacity:0;mso-hide:all;">${escapeHtml(layout.preheader)}</div>`,
    `<table role="presentation"${dir} width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%;border-collapse:collapse;background-color:${COLOURS.page};">`,
    '<tr><td align="center" style="padding:24px 8px;">',
    // Outlook for Windows ignores max-width: a fixed-width table for it alone.
    '<!--[if mso]><table role="presentation" width="560" cellpadding="0" cellspacing="0" border="0"><tr><td><![endif]-->',
    `<table role="presentation"${dir} width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:560px;border-collapse:separate;` +
      `background-color:${COLOURS.surface};border:1px solid ${COLOURS.border};border-radius:8px;">`,
    `<tr><td style="padding:18px 24px;background-color:${COLOURS.brand};border-radius:8px 8px 0 0;font-family:${direction.font};font-size:18px;line-height:24px;` +
      `font-weight:bold;color:${COLOURS.onBrand};${direction.align}">${escapeHtml(context.company.name)}</td></tr>`,
    `<tr><td style="padding:28px 24px 8px;">`,
    `<h1 style="margin:0 0 20px;font-family:${direction.font};font-size:22px;line-height:28px;font-weight:bold;color:${COLOURS.text};${direction.align}">${escapeHtml(layout.heading)}</h1>`,
    ...layout.blocks.map((block) => blockAsHtml(block, direction)),
    '</td></tr>',
    `<tr>${contactBlockHtml(context, layout.reason, direction)}</tr>`,
    '</table>',
    '<!--[if mso]></td></tr></table><![endif]-->',
    '</td></tr>',
    '</table>',
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

/** The text and HTML parts of a mail, in the language in force (the recipient's: see inLanguage). */
export function renderMail(context: MailContext, layout: MailLayout): { text: string; html: string } {
  return { text: textPart(context, layout), html: htmlPart(context, layout, activeLanguage()) };
}
