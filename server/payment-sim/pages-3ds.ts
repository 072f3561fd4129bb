/**
 * 3-D Secure 2 browser side: the 3DS method page (device fingerprint) and the ACS challenge.
 *
 *  SDK form POST threeDSMethodData → /3ds2/method → auto-POST → /3ds2/method-notification
 *      → parent.postMessage({result:{threeDSCompInd:'Y'}, type:'fingerPrintResult'}, shopOrigin)
 *  SDK form POST creq → /3ds2/acs (password form) → /3ds2/acs/submit → auto-POST cres → /3ds2/notification
 *      → parent.postMessage({result:{transStatus}, type:'challengeResult'}, shopOrigin)
 *
 * The shop's origin is learnt from the Origin (or Referer) header of the SDK's form POST and messages
 * go to exactly that origin, never '*'.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Errors } from './errors';
import { autoSubmitPage, escapeHtml, originOf, page, postMessagePage } from './html';
import { challengeWindowSize, decodeBase64Url, encodeBase64Url } from './threeds';
import { formatAmount } from '../adyen/money';
import type { SimContext } from './context';
import type { PaymentRecord } from './store';

export const CHALLENGE_PASSWORD = 'password';

function formField(req: FastifyRequest, name: string): unknown {
  const body = req.body as Record<string, unknown> | undefined;
  return body && typeof body === 'object' ? body[name] : undefined;
}

/** The shop page's origin from the browser's headers, unless it is the simulator itself. */
function shopOrigin(ctx: SimContext, req: FastifyRequest): string | undefined {
  const own = originOf(ctx.opts.publicUrl);
  const origin = originOf(req.headers.origin) ?? originOf(req.headers.referer);
  return origin && origin !== own ? origin : undefined;
}

function targetOrigin(p: PaymentRecord): string | null {
  return p.threeDS?.browserOrigin ?? p.shopperOrigin ?? null;
}

export function registerThreeDSPages(app: FastifyInstance, ctx: SimContext): void {
  const html = 'text/html; charset=utf-8';

  app.post('/3ds2/method', async (req, reply) => {
    const data = decodeBase64Url(formField(req, 'threeDSMethodData'));
    const p = ctx.store.findPayment('serverTransID', data?.threeDSServerTransID);
    if (!data || !p?.threeDS) throw Errors.invalidFingerprint();
    p.threeDS.browserOrigin = shopOrigin(ctx, req) ?? p.threeDS.browserOrigin;
    ctx.store.savePayment(p);
    const fields = { threeDSMethodData: encodeBase64Url({ threeDSServerTransID: p.threeDS.threeDSServerTransID }) };
    return reply.type(html).send(autoSubmitPage('3DS method', `${ctx.opts.publicUrl}/3ds2/method-notification`, fields));
  });

  app.post('/3ds2/method-notification', async (req, reply) => {
    const data = decodeBase64Url(formField(req, 'threeDSMethodData'));
    const p = ctx.store.findPayment('serverTransID', data?.threeDSServerTransID);
    if (!p?.threeDS) throw Errors.invalidFingerprint();
    const message = { result: { threeDSCompInd: 'Y' }, type: 'fingerPrintResult' };
    return reply.type(html).send(postMessagePage('3DS method complete', message, targetOrigin(p), 'Device data collected.'));
  });

  app.post('/3ds2/acs', async (req, reply) => {
    const creq = decodeBase64Url(formField(req, 'creq'));
    const p = ctx.store.findPayment('acsTransID', creq?.acsTransID);
    if (!creq || !p?.threeDS || creq.threeDSServerTransID !== p.threeDS.threeDSServerTransID) throw Errors.invalidThreeDSResult();
    const size = challengeWindowSize(creq.challengeWindowSize);
    p.threeDS.browserOrigin = shopOrigin(ctx, req) ?? p.threeDS.browserOrigin;
    p.threeDS.windowSize = size.code;
    ctx.store.savePayment(p);
    return reply.type(html).send(challengePage(ctx, p, size));
  });

  app.post('/3ds2/acs/submit', async (req, reply) => {
    const p = ctx.store.findPayment('acsTransID', formField(req, 'acsTransID'));
    if (!p?.threeDS) throw Errors.invalidThreeDSResult();
    if (!p.final && p.threeDS.transStatus === undefined) {
      const cancelled = formField(req, 'action') === 'cancel';
      p.threeDS.transStatus = cancelled ? 'U' : formField(req, 'password') === CHALLENGE_PASSWORD ? 'Y' : 'N';
      ctx.store.savePayment(p);
    }
    const cres = encodeBase64Url({
      acsTransID: p.threeDS.acsTransID,
      messageType: 'CRes',
      messageVersion: '2.2.0',
      threeDSServerTransID: p.threeDS.threeDSServerTransID,
      transStatus: p.threeDS.transStatus ?? 'U',
    });
    return reply.type(html).send(autoSubmitPage('3DS challenge result', `${ctx.opts.publicUrl}/3ds2/notification`, { cres }));
  });

  app.post('/3ds2/notification', async (req, reply) => {
    const cres = decodeBase64Url(formField(req, 'cres'));
    const p = ctx.store.findPayment('acsTransID', cres?.acsTransID);
    if (!cres || !p?.threeDS) throw Errors.invalidThreeDSResult();
    const transStatus = p.threeDS.transStatus ?? 'U';
    const message = { result: { transStatus }, type: 'challengeResult' };
    return reply.type(html).send(postMessagePage('3DS challenge complete', message, targetOrigin(p), 'Authentication finished.'));
  });
}

function challengePage(ctx: SimContext, p: PaymentRecord, size: { code: string; width: string; height: string }): string {
  const t = p.threeDS!;
  const css = `
    main.acs { box-sizing: border-box; width: ${size.width}; max-width: 100%; min-height: ${size.height}; padding: 12px 16px; }
    main.acs[data-size="01"] { font-size: 13px; }
    code { background: #f3f6f9; padding: 0 4px; border-radius: 3px; }`;
  const body = `<main class="acs" data-size="${escapeHtml(size.code)}">
  <span class="sim-badge">Payment simulator</span>
  <h1>Confirm your payment</h1>
  <dl>
    <dt>Merchant</dt><dd>${escapeHtml(p.merchantAccount)}</dd>
    <dt>Amount</dt><dd>${escapeHtml(formatAmount(p.amount))}</dd>
    <dt>Card</dt><dd>${escapeHtml((p.brand ?? '').toUpperCase())} •••• ${escapeHtml(p.lastFour ?? '')}</dd>
  </dl>
  <form method="POST" action="${escapeHtml(`${ctx.opts.publicUrl}/3ds2/acs/submit`)}">
    <input type="hidden" name="acsTransID" value="${escapeHtml(t.acsTransID)}">
    <label for="password">Password</label>
    <input id="password" name="password" type="password" autocomplete="off" autofocus>
    <p class="hint">Test password: <code>${CHALLENGE_PASSWORD}</code> (anything else fails authentication).</p>
    <div class="actions">
      <button type="submit" name="action" value="submit">Submit</button>
      <button type="submit" name="action" value="cancel" class="secondary">Cancel</button>
    </div>
  </form>
</main>`;
  return page({ title: '3-D Secure challenge', body, css });
}
