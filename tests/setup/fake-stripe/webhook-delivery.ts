import { createHmac } from 'node:crypto';
import { seededRandom } from '../seeded-random';
import type { FakeEvent } from './events';

/**
 * Delivery of events to one webhook endpoint, as https://docs.stripe.com/webhooks describes it:
 * - signed: "Stripe-Signature … t=<timestamp>,v1=<signature>", the signature an HMAC-SHA256 of "the timestamp (as a
 *   string), the character '.', and the actual JSON payload (that is, the request body)" with the endpoint's secret,
 *   and "If Stripe retries an event, we generate a new signature and timestamp for the new delivery attempt"
 *   (#verify-manually, #replay-attacks). The timestamp is the wall clock, like the receiver's, not `fake.clock`;
 * - retried: "In sandboxes, Stripe retries three times over a few hours" when the endpoint answers other than 2xx
 *   or cannot be reached (#retries); here the back-off is compressed to `retryDelaysMs`;
 * - "Webhook endpoints might occasionally receive the same event more than once" and "Stripe doesn't guarantee the
 *   delivery of events in the order that they're generated" (#event-ordering): `mode()` makes both happen on
 *   purpose, and `drop` loses a delivery altogether (as when Stripe gives up after its retries).
 */
export interface WebhookEndpoint {
  url: string;
  secret: string;
  /** The event types the endpoint listens to (https://docs.stripe.com/api/webhook_endpoints/create#create_webhook_endpoint-enabled_events); all when absent. */
  enabledEvents?: string[];
  /** Waits before each retry; Stripe's test mode makes three. */
  retryDelaysMs?: number[];
  timeoutMs?: number;
}

export interface WebhookFaults {
  /** Probability (0–1) that an event is delivered twice. */
  duplicate?: number;
  /** Probability (0–1) that an event is never delivered. */
  drop?: number;
  /** Each delivery waits a random time in this range first. */
  delayMs?: [number, number];
  /** Deliveries wait an extra random 0–reorderWindowMs, so events close together arrive out of order. */
  reorder?: boolean;
  reorderWindowMs?: number;
  /** Makes the random choices repeatable. */
  seed?: number;
}

export interface DeliveryAttempt {
  eventId: string;
  type: string;
  attempt: number;
  /** The endpoint's HTTP status, 'unreachable', or 'dropped' for a delivery the faults skipped. */
  outcome: number | 'unreachable' | 'dropped';
  at: number;
}

const DEFAULT_RETRY_DELAYS_MS = [100, 200, 400];

/** t=…,v1=… for `payload` signed with `secret` at `timestamp` (seconds). */
export function signatureHeader(payload: string, secret: string, timestamp = Math.floor(Date.now() / 1000)) {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

export function createWebhookDelivery() {
  let endpoint: WebhookEndpoint | null = null;
  let faults: WebhookFaults = {};
  let random = Math.random;
  const attempts: DeliveryAttempt[] = [];
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let pending = 0;
  let idle: Array<() => void> = [];
  let closed = false;

  function listensTo(type: string): boolean {
    return Boolean(endpoint && (!endpoint.enabledEvents || endpoint.enabledEvents.includes(type)));
  }

  function settleOne() {
    if (closed) return;
    pending -= 1;
    if (pending === 0) {
      for (const resolve of idle) resolve();
      idle = [];
    }
  }

  function schedule(work: () => Promise<void>, delayMs: number) {
    if (closed) return;
    pending += 1;
    const timer = setTimeout(() => {
      timers.delete(timer);
      work().finally(settleOne);
    }, delayMs);
    timers.add(timer);
  }

  function firstDelay(): number {
    const [min, max] = faults.delayMs ?? [0, 0];
    const jitter = faults.reorder ? random() * (faults.reorderWindowMs ?? 100) : 0;
    return min + random() * (max - min) + jitter;
  }

  async function post(target: WebhookEndpoint, event: FakeEvent, attempt: number): Promise<void> {
    const payload = JSON.stringify(event, null, 2);
    let outcome: DeliveryAttempt['outcome'];
    try {
      const response = await fetch(target.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'stripe-signature': signatureHeader(payload, target.secret),
          'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        },
        body: payload,
        signal: AbortSignal.timeout(target.timeoutMs ?? 10_000),
      });
      await response.arrayBuffer();
      outcome = response.status;
    } catch {
      outcome = 'unreachable';
    }
    attempts.push({ eventId: event.id, type: event.type, attempt, outcome, at: Date.now() });
    const delivered = typeof outcome === 'number' && outcome >= 200 && outcome < 300;
    const retryDelays = target.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
    if (!delivered && attempt <= retryDelays.length) {
      schedule(() => post(target, event, attempt + 1), retryDelays[attempt - 1]);
    }
  }

  return {
    attempts,
    listensTo,
    configure(next: WebhookEndpoint | null) {
      endpoint = next;
    },
    mode(next: WebhookFaults) {
      faults = next;
      random = next.seed === undefined ? Math.random : seededRandom(next.seed);
    },
    deliver(event: FakeEvent) {
      const target = endpoint;
      if (!target || !listensTo(event.type)) return;
      if (random() < (faults.drop ?? 0)) {
        attempts.push({
          eventId: event.id,
          type: event.type,
          attempt: 0,
          outcome: 'dropped',
          at: Date.now(),
        });
        return;
      }
      const copies = random() < (faults.duplicate ?? 0) ? 2 : 1;
      for (let copy = 0; copy < copies; copy += 1) schedule(() => post(target, event, 1), firstDelay());
    },
    /** Resolves once every queued delivery, retries included, has been made or given up. */
    flush(): Promise<void> {
      if (pending === 0) return Promise.resolve();
      return new Promise((resolve) => idle.push(resolve));
    },
    /** Ids of events the endpoint answered 2xx to. */
    deliveredIds(): Set<string> {
      return new Set(
        attempts
          .filter((item) => typeof item.outcome === 'number' && item.outcome >= 200 && item.outcome < 300)
          .map((item) => item.eventId),
      );
    },
    close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      pending = 0;
      for (const resolve of idle) resolve();
      idle = [];
    },
  };
}
