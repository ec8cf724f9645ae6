// Sends the browser to a payment gateway's hosted page: a plain address, or (JazzCash's merchant form) a form POST
// of the signed fields the server prepared.
import type { HostedRedirect } from '../../domain/types';

export function openHostedPage({ url, method, fields }: HostedRedirect): void {
  if (method === 'GET') {
    window.location.assign(url);
    return;
  }
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = url;
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}
