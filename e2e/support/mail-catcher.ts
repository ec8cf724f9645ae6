// The mailbox of the browser suite: a real SMTP server the app servers deliver to (SMTP_URL), and a small HTTP
// window onto what it received, so a test can read the mail a customer would.
//   GET /messages?to=<address>  → [{subject, text, html, messageId, attachments: [{filename, contentType, content}]}]
import { createServer } from 'node:http';
import { startSmtpSink } from '../../tests/server/helpers/smtp-sink';

const smtpPort = Number(process.env.MAIL_CATCHER_SMTP_PORT ?? 4320);
const httpPort = Number(process.env.MAIL_CATCHER_HTTP_PORT ?? 4321);

const sink = await startSmtpSink(smtpPort);

const addressOf = (field: unknown) => (field && typeof field === 'object' && 'text' in field ? String(field.text) : '');

createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  if (url.pathname === '/health') {
    response.end('ok');
    return;
  }
  if (url.pathname !== '/messages') {
    response.writeHead(404).end();
    return;
  }
  const to = url.searchParams.get('to');
  const messages = sink.received
    .filter((mail) => to === null || addressOf(mail.to) === to)
    .map((mail) => ({
      subject: mail.subject ?? '',
      text: mail.text ?? '',
      html: typeof mail.html === 'string' ? mail.html : '',
      messageId: mail.messageId ?? '',
      attachments: mail.attachments.map((attachment) => ({
        filename: attachment.filename ?? '',
        contentType: attachment.contentType,
        content: attachment.contentType.startsWith('text/') ? attachment.content.toString('utf8') : `${attachment.size} bytes`,
      })),
    }));
  response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(messages));
}).listen(httpPort, '127.0.0.1');
