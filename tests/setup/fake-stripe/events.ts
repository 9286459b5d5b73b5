import Stripe from 'stripe';
import type { FakeClock } from './idempotency';
import { type EventRequest, newId, secondsOf } from './stripe-objects';

/**
 * Events as https://docs.stripe.com/api/events/object shapes them: `data.object` is a snapshot of the resource at
 * the time of the change (an intent, a charge, a refund or a dispute), `request` names the API request that caused
 * it (null for Stripe's own changes), and `pending_webhooks` counts the endpoints still to be told.
 */
export interface FakeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: Record<string, unknown> };
  livemode: false;
  pending_webhooks: number;
  request: EventRequest;
  type: string;
}

export interface EventListParams {
  type?: string;
  types?: string[];
  created?: number | { gt?: number; gte?: number; lt?: number; lte?: number };
  limit?: number;
  starting_after?: string;
  ending_before?: string;
  delivery_success?: boolean;
}

export function buildEvent(
  type: string,
  object: unknown,
  created: number,
  request: EventRequest,
  pendingWebhooks: number,
  id = newId('evt'),
): FakeEvent {
  return {
    id,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created,
    data: { object: structuredClone(object) as Record<string, unknown> },
    livemode: false,
    pending_webhooks: pendingWebhooks,
    request,
    type,
  };
}

/** `charge.*` style wildcards, as the list endpoint's `type` filter allows. */
const typeMatches = (pattern: string, type: string) =>
  new RegExp(`^${pattern.replaceAll('.', '\\.').replaceAll('*', '.*')}$`).test(type);

function createdMatches(filter: EventListParams['created'], created: number) {
  if (filter === undefined) return true;
  if (typeof filter === 'number') return created === filter;
  return (
    (filter.gt === undefined || created > filter.gt) &&
    (filter.gte === undefined || created >= filter.gte) &&
    (filter.lt === undefined || created < filter.lt) &&
    (filter.lte === undefined || created <= filter.lte)
  );
}

export function createEventLog(clock: FakeClock) {
  const events: FakeEvent[] = [];
  return {
    /** Every event so far, oldest first. */
    events,
    record(type: string, object: unknown, request: EventRequest, pendingWebhooks: number): FakeEvent {
      const event = buildEvent(type, object, secondsOf(clock), request, pendingWebhooks);
      events.push(event);
      return event;
    },
    /**
     * GET /v1/events (https://docs.stripe.com/api/events/list): newest first, `{ object: 'list', data, has_more,
     * url }`, limit 1–100 (default 10), cursor pagination by starting_after / ending_before.
     */
    list(params: EventListParams, deliveredIds: Set<string>) {
      const limit = Math.min(Math.max(params.limit ?? 10, 1), 100);
      let matching = [...events]
        .reverse()
        .filter(
          (event) =>
            (!params.type || typeMatches(params.type, event.type)) &&
            (!params.types || params.types.includes(event.type)) &&
            createdMatches(params.created, event.created) &&
            (params.delivery_success === undefined || deliveredIds.has(event.id) === params.delivery_success),
        );
      if (params.starting_after) {
        matching = matching.slice(matching.findIndex((event) => event.id === params.starting_after) + 1);
      }
      if (params.ending_before) {
        const end = matching.findIndex((event) => event.id === params.ending_before);
        matching = matching.slice(Math.max(0, end - limit), Math.max(0, end));
      }
      return {
        object: 'list',
        data: matching.slice(0, limit),
        has_more: matching.length > limit,
        url: '/v1/events',
      };
    },
  };
}
