// /api/docs: the OpenAPI document as a plain, script-free HTML page (the CSP allows no inline scripts).
import { OPERATIONS } from './operations';
import { openApiDocument, openApiPath } from './document';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

interface DocumentedOperation {
  requestBody?: { content: { 'application/json': { schema: unknown } } };
  responses: Record<string, { description: string; content?: Record<string, { schema: unknown }> }>;
}

const schemaBlock = (title: string, schema: unknown) => `<details><summary>${escapeHtml(title)}</summary><pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre></details>`;

export function docsPage(): string {
  const document = openApiDocument() as { paths: Record<string, Record<string, DocumentedOperation>> };
  const rows = OPERATIONS.map((operation) => {
    const documented = document.paths[openApiPath(operation.path)]?.[operation.method];
    const requestSchema = documented?.requestBody?.content['application/json'].schema;
    const success = documented?.responses[String(operation.success.status)];
    const successSchema = success?.content?.['application/json']?.schema;
    const refusals = Object.keys(documented?.responses ?? {}).filter((status) => status !== String(operation.success.status));
    const blocks = [
      requestSchema ? schemaBlock('Request body', requestSchema) : '',
      successSchema ? schemaBlock(`${operation.success.status} answer`, successSchema) : '',
    ].join('');
    const answers = `<code>${operation.success.status}</code> ${escapeHtml(operation.success.description)}<br>Refusals: ${refusals.join(', ')}`;
    return `<tr><td><code>${operation.method.toUpperCase()}</code></td><td><code>${escapeHtml(operation.path)}</code></td><td>${operation.access}</td><td>${escapeHtml(operation.summary)}${blocks}</td><td>${answers}</td></tr>`;
  }).join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>ShineWorks API</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:70rem;padding:0 1rem;color:#0f172a}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #e2e8f0;padding:.4rem;text-align:left;vertical-align:top}pre{font-size:12px;overflow:auto;background:#f8fafc;padding:.5rem}</style>
</head><body>
<h1>ShineWorks API</h1>
<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.0; request bodies and answers generated from the same valibot schemas the server and the app use).
Errors answer <code>{success: false, detail, message, errors?}</code>.</p>
<table><thead><tr><th>Method</th><th>Path</th><th>Access</th><th>What it does</th><th>Answers</th></tr></thead><tbody>
${rows}
</tbody></table>
</body></html>`;
}
