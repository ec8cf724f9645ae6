// The HTML of the JazzCash fake's hosted page: a "Pay" / "Cancel" choice, then the signed result posted back to the
// merchant's pp_ReturnURL by a real form (submitted at once by script, or by its button without script).
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title></head><body>${body}</body></html>`;

export function choicePage(decideUrl: string, reference: string, amountPaisa: string, billReference: string): string {
  const rupees = (Number(amountPaisa) / 100).toFixed(2);
  return page(
    'JazzCash test payment',
    `<h1>JazzCash test payment</h1><p>PKR ${escape(rupees)} for ${escape(billReference)} (${escape(reference)})</p>` +
      `<form method="post" action="${escape(decideUrl)}"><input type="hidden" name="reference" value="${escape(reference)}">` +
      `<button type="submit" name="choice" value="pay">Pay</button> <button type="submit" name="choice" value="cancel">Cancel</button></form>`,
  );
}

/** The voucher JazzCash issues: its number and amount, and the way back to the merchant. */
export function voucherPage(decideUrl: string, reference: string, amountPaisa: string, voucher: string): string {
  const rupees = (Number(amountPaisa) / 100).toFixed(2);
  return page(
    'JazzCash voucher',
    `<h1>JazzCash voucher</h1><p>Pay PKR ${escape(rupees)} at any JazzCash shop with voucher <strong>${escape(voucher)}</strong> (${escape(reference)}).</p>` +
      `<form method="post" action="${escape(decideUrl)}"><input type="hidden" name="reference" value="${escape(reference)}">` +
      `<button type="submit" name="choice" value="pay">Back to the merchant</button></form>`,
  );
}

export function returnPage(returnUrl: string, fields: Record<string, string>): string {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
    .join('');
  return page(
    'Returning to the merchant',
    `<form id="return" method="post" action="${escape(returnUrl)}">${inputs}<button type="submit">Return to the merchant</button></form>` +
      `<script>document.getElementById('return').submit();</script>`,
  );
}

export const errorPage = (message: string) => page('JazzCash error', `<h1>JazzCash</h1><p role="alert">${escape(message)}</p>`);
