import { createServer, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildNotificationBody, buildNotificationItem, WebhookSender } from './webhook';
import { verifyNotificationHmac } from '../adyen/hmac';
import { cardMethod, createTestSim, paymentRequest } from './test-utils';
import { SIM_DEFAULTS } from './index';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((ok) => s.close(ok))));
});

/** A webhook receiver on a free port that fails `failures` times, then answers [accepted]. */
async function receiver(failures = 0): Promise<{ url: string; bodies: unknown[] }> {
  const bodies: unknown[] = [];
  let left = failures;
  const server = createServer((req, res) => {
    let text = '';
    req.on('data', (c) => (text += c));
    req.on('end', () => {
      bodies.push(JSON.parse(text));
      if (left > 0) {
        left -= 1;
        res.writeHead(500).end('nope');
      } else res.writeHead(200, { 'content-type': 'text/plain' }).end('[accepted]');
    });
  });
  servers.push(server);
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const address = server.address();
  return { url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/webhook`, bodies };
}

describe('webhooks', () => {
  it("has Adyen's body shape", () => {
    const item = buildNotificationItem(
      {
        eventCode: 'AUTHORISATION',
        success: false,
        pspReference: 'P1',
        merchantAccountCode: 'M',
        merchantReference: 'R',
        amount: { currency: 'EUR', value: 100 },
        paymentMethod: 'visa',
        reason: 'Refused',
      },
      SIM_DEFAULTS.hmacKey,
    );
    const body = buildNotificationBody([item]);
    expect(body).toEqual({
      live: 'false',
      notificationItems: [
        {
          NotificationRequestItem: expect.objectContaining({
            eventCode: 'AUTHORISATION',
            success: 'false',
            pspReference: 'P1',
            merchantAccountCode: 'M',
            merchantReference: 'R',
            amount: { currency: 'EUR', value: 100 },
            reason: 'Refused',
            eventDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/),
            additionalData: { hmacSignature: expect.any(String) },
          }),
        },
      ],
    });
    expect(verifyNotificationHmac(body.notificationItems[0].NotificationRequestItem, SIM_DEFAULTS.hmacKey)).toBe(true);
  });

  it('retries until the receiver answers [accepted]', async () => {
    const r = await receiver(2);
    const sender = new WebhookSender({ url: r.url, hmacKey: SIM_DEFAULTS.hmacKey, baseDelayMs: 5 });
    sender.send({ eventCode: 'AUTHORISATION', success: true, pspReference: 'P', merchantAccountCode: 'M', merchantReference: 'R', amount: { currency: 'EUR', value: 1 } });
    await sender.idle();
    expect(r.bodies).toHaveLength(3);
    expect(sender.deliveries[0]).toMatchObject({ attempts: 3, delivered: true });
  });

  it('gives up after the configured attempts and never throws', async () => {
    const sender = new WebhookSender({ url: 'http://127.0.0.1:9/nothing', hmacKey: SIM_DEFAULTS.hmacKey, attempts: 2, baseDelayMs: 1, timeoutMs: 500 });
    sender.send({ eventCode: 'AUTHORISATION', success: true, pspReference: 'P', merchantAccountCode: 'M', merchantReference: 'R', amount: { currency: 'EUR', value: 1 } });
    await sender.idle();
    expect(sender.deliveries[0]).toMatchObject({ attempts: 2, delivered: false });
  });

  it('sends a signed AUTHORISATION for every final payment result', async () => {
    const r = await receiver();
    const sim = await createTestSim({ notificationUrl: r.url });
    await sim.api('/payments', paymentRequest(cardMethod('4111111111111111'), { reference: 'ok' }));
    await sim.api('/payments', paymentRequest(cardMethod('4000020000000000'), { reference: 'no' }));
    await sim.api('/payments', paymentRequest(cardMethod('4917610000000000'), { reference: 'pending-3ds' }));
    await sim.ctx.webhooks.idle();
    await sim.app.close();
    const items = (r.bodies as Array<{ notificationItems: Array<{ NotificationRequestItem: Record<string, unknown> }> }>).map((b) => b.notificationItems[0].NotificationRequestItem);
    expect(items.map((i) => [i.merchantReference, i.eventCode, i.success]).sort()).toEqual([
      ['no', 'AUTHORISATION', 'false'],
      ['ok', 'AUTHORISATION', 'true'],
    ]);
    expect(items.every((i) => verifyNotificationHmac(i, SIM_DEFAULTS.hmacKey))).toBe(true);
  });
});

describe('dataFile persistence', () => {
  it('keeps payments across restarts', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'paysim-'));
    try {
      const dataFile = join(dir, 'state.json');
      const a = await createTestSim({ dataFile });
      const first = (await a.api('/payments', paymentRequest({ type: 'ideal' }))).json();
      await a.app.close();
      const b = await createTestSim({ dataFile });
      const id = new URL(first.action.url).searchParams.get('id') ?? '';
      const done = await b.form('/hpp/redirect/complete', { id, decision: 'approve' });
      const redirectResult = new URL(String(done.headers.location)).searchParams.get('redirectResult');
      expect((await b.api('/payments/details', { details: { redirectResult } })).json().resultCode).toBe('Authorised');
      await b.app.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
