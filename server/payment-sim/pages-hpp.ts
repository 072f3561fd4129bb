/**
 * Redirect payment methods (iDEAL): the "issuer" page the SDK's redirect action sends the shopper to.
 * Approve / Refuse / Cancel stores the final result and sends the shopper back to the returnUrl with
 * `redirectResult=…`, which the merchant then passes to /payments/details.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Errors } from './errors';
import { escapeHtml, page } from './html';
import { formatAmount } from '../adyen/money';
import { finalize, type Outcome } from './outcome';
import { IDEAL_ISSUERS } from './methods';
import { REFUSAL } from './cards';
import type { SimContext } from './context';
import type { PaymentRecord } from './store';

const DECISIONS: Record<string, Outcome> = {
  approve: { resultCode: 'Authorised' },
  refuse: { resultCode: 'Refused', ...REFUSAL.refused },
  cancel: { resultCode: 'Cancelled' },
};

function field(req: FastifyRequest, name: string): unknown {
  const body = req.body as Record<string, unknown> | undefined;
  return body && typeof body === 'object' ? body[name] : undefined;
}

/** The returnUrl with `redirectResult` added (keeps the merchant's own query parameters). */
export function returnUrlWithResult(p: PaymentRecord): string {
  const url = new URL(p.returnUrl as string);
  url.searchParams.set('redirectResult', p.redirect?.redirectResult ?? '');
  return url.toString();
}

export function registerHppPages(app: FastifyInstance, ctx: SimContext): void {
  app.get('/hpp/redirect', async (req, reply) => {
    const id = (req.query as Record<string, unknown>).id;
    const p = ctx.store.findPayment('redirectId', id);
    if (!p?.redirect) throw Errors.invalidDetails();
    if (p.final && p.redirect.redirectResult) return reply.redirect(returnUrlWithResult(p), 303);
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(issuerPage(ctx, p));
  });

  app.post('/hpp/redirect/complete', async (req, reply) => {
    const p = ctx.store.findPayment('redirectId', field(req, 'id'));
    if (!p?.redirect || !p.returnUrl) throw Errors.invalidDetails();
    if (!p.final) {
      const decision = field(req, 'decision');
      const outcome = typeof decision === 'string' ? DECISIONS[decision] : undefined;
      if (!outcome) throw Errors.invalidField('decision');
      const issuer = field(req, 'issuer');
      if (typeof issuer === 'string' && IDEAL_ISSUERS.some((i) => i.id === issuer)) p.redirect.issuer = issuer;
      p.redirect.decision = decision as 'approve' | 'refuse' | 'cancel';
      p.redirect.redirectResult = ctx.store.newOpaque();
      ctx.store.index('redirectResult', p.redirect.redirectResult, p.pspReference);
      finalize(ctx, p, outcome);
    }
    return reply.redirect(returnUrlWithResult(p), 303);
  });
}

function issuerPage(ctx: SimContext, p: PaymentRecord): string {
  const issuerName = IDEAL_ISSUERS.find((i) => i.id === p.redirect?.issuer)?.name;
  const issuerSelect = issuerName
    ? `<input type="hidden" name="issuer" value="${escapeHtml(p.redirect?.issuer)}">`
    : `<label for="issuer">Bank</label><select id="issuer" name="issuer">${IDEAL_ISSUERS.map((i) => `<option value="${escapeHtml(i.id)}">${escapeHtml(i.name)}</option>`).join('')}</select>`;
  const body = `<main>
  <span class="sim-badge">Payment simulator</span>
  <h1>iDEAL${issuerName ? ` — ${escapeHtml(issuerName)}` : ''}</h1>
  <p>Approve this payment in your banking app.</p>
  <dl>
    <dt>Merchant</dt><dd>${escapeHtml(p.merchantAccount)}</dd>
    <dt>Amount</dt><dd>${escapeHtml(formatAmount(p.amount))}</dd>
    <dt>Reference</dt><dd>${escapeHtml(p.merchantReference)}</dd>
  </dl>
  <form method="POST" action="${escapeHtml(`${ctx.opts.publicUrl}/hpp/redirect/complete`)}">
    <input type="hidden" name="id" value="${escapeHtml(p.redirect?.id)}">
    ${issuerSelect}
    <div class="actions">
      <button type="submit" name="decision" value="approve">Approve</button>
      <button type="submit" name="decision" value="refuse" class="secondary">Refuse</button>
      <button type="submit" name="decision" value="cancel" class="secondary">Cancel</button>
    </div>
  </form>
</main>`;
  return page({ title: 'iDEAL payment (simulator)', body });
}
