/** The stand-in's hosted pages: Checkout and the customer portal's card replacement. */

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

export function formatAmount(amount: number, currency: string): string {
  const code = currency.toUpperCase();
  const digits = new Intl.NumberFormat("en-US", { style: "currency", currency: code }).resolvedOptions()
    .maximumFractionDigits;
  return new Intl.NumberFormat("en-US", { style: "currency", currency: code }).format(amount / 10 ** (digits ?? 2));
}

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f6f9fc; color: #1a1f36; margin: 0; }
  main { max-width: 420px; margin: 64px auto; background: #fff; padding: 32px; border-radius: 8px;
    box-shadow: 0 2px 8px rgba(0,0,0,.08); }
  .note { font-size: 12px; color: #697386; }
  .amount { font-size: 28px; font-weight: 600; margin: 8px 0 24px; }
  form { display: flex; gap: 12px; }
  button { flex: 1; padding: 12px; font-size: 16px; border-radius: 6px; border: 0; cursor: pointer; }
  button[value=pay], button[value=replace] { background: #635bff; color: #fff; }
  button[value=decline] { background: #e3e8ee; color: #1a1f36; }
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

export function checkoutPage(input: {
  sessionId: string;
  planName: string;
  amount: number;
  currency: string;
  interval: string;
  intervalCount: number;
  email: string | null;
  status: string;
}): string {
  const every = input.intervalCount === 1 ? input.interval : `${input.intervalCount} ${input.interval}s`;
  const body =
    input.status === "open"
      ? `<form method="post" action="/c/pay/${encodeURIComponent(input.sessionId)}">
  <button type="submit" name="action" value="pay">Pay</button>
  <button type="submit" name="action" value="decline">Decline</button>
</form>`
      : `<p>This checkout session is ${escapeHtml(input.status)}.</p>`;
  return layout(
    "Stripe test checkout (local stand-in)",
    `<h1>Stripe test checkout (local stand-in)</h1>
<p class="note">No real payment is made: this page stands in for Stripe Checkout in tests.</p>
<h2 data-testid="plan">${escapeHtml(input.planName)}</h2>
<p class="amount" data-testid="amount">${escapeHtml(formatAmount(input.amount, input.currency))} / ${escapeHtml(every)}</p>
${input.email ? `<p>Paying as ${escapeHtml(input.email)}</p>` : ""}
${body}`,
  );
}

export function portalPage(input: { sessionId: string; card: string | null }): string {
  return layout(
    "Stripe test billing portal (local stand-in)",
    `<h1>Stripe test billing portal (local stand-in)</h1>
<p class="note">No real card is stored: this page stands in for Stripe's customer portal in tests.</p>
<p>Current card: <span data-testid="card">${escapeHtml(input.card ?? "none")}</span></p>
<form method="post" action="/p/session/${encodeURIComponent(input.sessionId)}">
  <button type="submit" name="action" value="replace">Replace card</button>
</form>`,
  );
}

export function messagePage(title: string, message: string): string {
  return layout(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>`);
}
