// Where mail goes: an SMTP server (SMTP_URL), or, without one, .eml files under DATA_DIR/mail that a developer can
// open or list with `npm run ops -- mail:list`.
import { rename } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import { privateDirectory, writePrivateFile } from '../private-files';

export interface OutgoingMessage {
  /** The outbox row's id and kind name the .eml file. */
  id: number;
  kind: string;
  from: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  attachments: { filename: string; contentType: string; content: string | Buffer }[];
}

export interface MailTransport {
  /** `smtp` or `files`, for the log. */
  kind: 'smtp' | 'files';
  /** Hands the message over; resolves with where it went (the SMTP server's answer, or the file written). */
  send(message: OutgoingMessage): Promise<string>;
  close(): void;
}

const toNodemailer = (message: OutgoingMessage): Mail.Options => ({
  from: message.from,
  to: message.to,
  replyTo: message.replyTo ?? undefined,
  subject: message.subject,
  text: message.text,
  html: message.html || undefined,
  messageId: message.messageId,
  attachments: message.attachments.map((attachment) => ({ filename: attachment.filename, contentType: attachment.contentType, content: attachment.content })),
});

export function smtpTransport(smtpUrl: string): MailTransport {
  // Bounded waits: a server that hangs must not hold a claimed mail past its lease.
  const transporter = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 });
  return {
    kind: 'smtp',
    send: async (message) => {
      const info = await transporter.sendMail(toNodemailer(message));
      return String(info.response ?? 'accepted');
    },
    close: () => transporter.close(),
  };
}

/** Writes each message as `<id>-<kind>.eml` (the whole MIME message, as an SMTP server would receive it). */
export function fileTransport(directory: string): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    kind: 'files',
    send: async (message) => {
      const info = await composer.sendMail(toNodemailer(message));
      await privateDirectory(directory);
      const file = path.join(directory, `${message.id}-${message.kind}.eml`);
      // Written whole or not at all: a crash mid-write leaves no half message behind. Only the server's user may
      // read it: a reset mail holds a live link.
      const partial = `${file}.partial`;
      await writePrivateFile(partial, info.message as Buffer);
      await rename(partial, file);
      return file;
    },
    close: () => composer.close(),
  };
}

export const mailDirectory = (dataDir: string) => path.join(dataDir, 'mail');

export const transportFor = (mail: { smtpUrl: string | null }, dataDir: string): MailTransport =>
  mail.smtpUrl ? smtpTransport(mail.smtpUrl) : fileTransport(mailDirectory(dataDir));
