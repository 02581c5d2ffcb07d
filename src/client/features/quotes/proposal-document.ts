import type { BusinessIdentity } from '../../../common/business.ts';
import { formatEventDate } from '../../../common/business-time.ts';
import { formatMoney } from '../../../common/money.ts';
import { paymentStanding } from '../../../common/payments.ts';
import {
  depositAmount,
  EVENT_TYPE_LABELS,
  type EventType,
  lineItemAmount,
  packageLabel,
  proposalNumber,
  proposalTerms,
  type Quote,
  quoteBillRows,
} from '../../../common/quotes/schema.ts';
import { notifyError } from '../../lib/notify.ts';

const PDF_FAILED = 'Failed to generate PDF. Please try again.';

/** Downloads the server-made PDF of a proposal. */
export async function downloadProposalPdf(quote: Quote): Promise<void> {
  try {
    const res = await fetch(`/api/quotes/${quote.id}/pdf`, { credentials: 'include' });
    if (!res.ok) throw new Error(`${res.status}: ${await res.text()}`);
    const url = URL.createObjectURL(await res.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = `proposal-${proposalNumber(quote)}.pdf`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  } catch {
    notifyError('Error', PDF_FAILED);
  }
}

const html = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The printable proposal: the same content as the PDF, as a page of its own. */
function printableProposalHtml(quote: Quote, business: BusinessIdentity): string {
  const number = proposalNumber(quote);
  const rows = quote.lineItems
    .map(
      (item) =>
        `<tr><td>${html(item.description)}</td><td class="num">${item.quantity}</td>` +
        `<td class="num">${formatMoney(item.unitPrice)}</td><td class="num">${formatMoney(lineItemAmount(item))}</td></tr>`,
    )
    .join('');
  const discount = quoteBillRows(quote)
    .map(({ label, text }) => `<p>${html(label)}: ${text}</p>`)
    .join('');
  const total = quote.totalAmount
    ? `${discount}<p class="total">Total: ${formatMoney(quote.totalAmount)}</p>
       ${
         // Issue 39: billed to a house account, its invoice is what is due, not a deposit.
         paymentStanding(quote) === 'billed-to-account'
           ? `<p>Billed to account: invoice ${html(quote.accountInvoice?.number ?? '')}</p>`
           : `<p>Deposit due to confirm (50%): ${formatMoney(depositAmount(quote.totalAmount))}</p>`
       }`
    : '<p class="total">Total: Pricing in progress</p>';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Proposal ${number}</title>
<style>
body{font-family:Georgia,serif;color:#2b1d14;max-width:760px;margin:32px auto;padding:0 24px}
header{display:flex;justify-content:space-between;gap:24px;border-bottom:2px solid #e7d9cb;padding-bottom:12px}
h1{color:#9a4413;margin:0;font-size:28px}h2{color:#9a4413;font-size:18px;border-bottom:1px solid #e7d9cb}
.contact{text-align:right;font-size:13px;line-height:1.5;color:#6b5a4e}
dl{display:grid;grid-template-columns:160px 1fr;gap:6px 12px}dt{font-weight:bold;color:#6b5a4e}dd{margin:0}
table{width:100%;border-collapse:collapse}th,td{padding:6px 4px;border-bottom:1px solid #eee;text-align:left}
.num{text-align:right}.total{font-size:20px;font-weight:bold}
</style></head><body>
<header><div><h1>${html(business.name)}</h1><p>Catering Proposal ${number}</p></div>
<div class="contact">${[business.address, business.city, business.phone, business.email, business.website]
    .filter(Boolean)
    .map(html)
    .join('<br>')}</div></header>
<p>Prepared for ${html(quote.clientName)}</p>
<h2>Event details</h2>
<dl><dt>Event type</dt><dd>${html(EVENT_TYPE_LABELS[quote.eventType as EventType] ?? quote.eventType)}</dd>
<dt>Date</dt><dd>${html(formatEventDate(quote.eventDate))}</dd>
<dt>Guests</dt><dd>${quote.guestCount}</dd>
<dt>Venue</dt><dd>${html(quote.venue ?? 'Venue TBD')}</dd>
<dt>Catering option</dt><dd>${html(packageLabel(quote.menuPackage, business.offer))}</dd>
${quote.dishes.length ? `<dt>Dishes</dt><dd>${html(quote.dishes.map((d) => d.name).join(', '))}</dd>` : ''}</dl>
${rows ? `<h2>Menu and services</h2><table><thead><tr><th>Description</th><th class="num">Qty</th><th class="num">Unit price</th><th class="num">Amount</th></tr></thead><tbody>${rows}</tbody></table>` : ''}
${total}
${quote.notes ? `<h2>Special requests</h2><p>${html(quote.notes)}</p>` : ''}
<h2>Terms</h2><ul>${proposalTerms(business.offer)
    .map((term) => `<li>${html(term)}</li>`)
    .join('')}</ul>
</body></html>`;
}

/** Opens the printable proposal in a new window and prints it after 100 ms, as the spec does. */
export function openPrintableProposal(quote: Quote, business: BusinessIdentity): void {
  const win = window.open('', '_blank');
  if (!win) {
    notifyError('Error', PDF_FAILED);
    return;
  }
  win.document.open();
  win.document.write(printableProposalHtml(quote, business));
  win.document.close();
  setTimeout(() => win.print(), 100);
}
