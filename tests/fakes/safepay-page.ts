// The fake's hosted checkout page: plain HTML a browser (and Playwright) can use — the amount, the order, a card
// number field and Pay / Cancel. The card number is posted to the fake, never to the app, as on Safepay's own page.

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export const rupees = (paisa: number) => `PKR ${(paisa / 100).toLocaleString('en-PK', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export interface CheckoutView {
  tracker: string;
  orderId: string;
  amount: number;
  redirectUrl: string;
  cancelUrl: string;
  error?: string;
}

export function checkoutPage(view: CheckoutView): string {
  const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escape(value)}">`;
  const error = view.error ? `<p role="alert" id="card-error">${escape(view.error)}</p>` : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Safepay Checkout (test)</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}label,input,button{display:block;font-size:1rem}input{width:100%;padding:.5rem;margin:.25rem 0 1rem}button{padding:.6rem 1.2rem;margin:.25rem 0}[role=alert]{color:#b00020}</style>
</head><body>
<main>
<h1>Safepay Checkout</h1>
<p>Order <strong data-testid="order-id">${escape(view.orderId)}</strong></p>
<p>Amount <strong data-testid="amount">${escape(rupees(view.amount))}</strong></p>
<form method="post" action="/components/pay">
${hidden('beacon', view.tracker)}${hidden('order_id', view.orderId)}${hidden('redirect_url', view.redirectUrl)}${hidden('cancel_url', view.cancelUrl)}
<label for="card">Card number</label>
<input id="card" name="card" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242"${view.error ? ' aria-describedby="card-error"' : ''}>
${error}
<button type="submit" name="action" value="pay">Pay ${escape(rupees(view.amount))}</button>
<button type="submit" name="action" value="cancel">Cancel</button>
</form>
<p><small>Test cards: 4242 4242 4242 4242 is paid, 4000 0000 0000 0002 is declined.</small></p>
</main>
</body></html>`;
}

export function messagePage(status: string, message: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Safepay Checkout (test)</title></head><body><main><h1>${escape(status)}</h1><p>${escape(message)}</p></main></body></html>`;
}
