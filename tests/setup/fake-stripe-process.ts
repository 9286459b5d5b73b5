import { createServer } from 'node:http';
import { startFakeStripeServer } from './fake-stripe-server';

/**
 * The fake Stripe as a process of its own, for the browser journeys (playwright.stripe.config.ts): the API on
 * FAKE_STRIPE_PORT, its signed webhooks sent to FAKE_STRIPE_WEBHOOK_URL, and beside it, on
 * FAKE_STRIPE_CONTROL_PORT, what only Stripe's side can do:
 * - `POST /settle/{intentId}?outcome=succeeded|failed`: the bank answers a `processing` payment, or a voucher is paid
 *   or expires; the answer comes back once its webhooks were delivered;
 * - `GET /healthz`.
 */
const fake = await startFakeStripeServer({
  port: Number(process.env.FAKE_STRIPE_PORT),
  enforceMinimumCharge: true,
  webhook: {
    url: process.env.FAKE_STRIPE_WEBHOOK_URL ?? '',
    secret: process.env.FAKE_STRIPE_WEBHOOK_SECRET ?? '',
  },
});

const control = createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const settle = /^\/settle\/(\w+)$/.exec(url.pathname);
  try {
    if (req.method === 'POST' && settle) {
      fake.settle(settle[1], url.searchParams.get('outcome') === 'failed' ? 'failed' : 'succeeded');
      await fake.webhooks.flush();
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ intent: fake.intents.get(settle[1]) }));
      return;
    }
    res.writeHead(req.url === '/healthz' ? 200 : 404).end();
  } catch (error) {
    res.writeHead(409, { 'content-type': 'text/plain' }).end(String(error));
  }
});
await new Promise<void>((resolve) =>
  control.listen(Number(process.env.FAKE_STRIPE_CONTROL_PORT), '127.0.0.1', resolve),
);

function stop() {
  control.close();
  void fake.close().then(() => process.exit(0));
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
