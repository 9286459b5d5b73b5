import pg from 'pg';
import type { Logger } from 'pino';
import type { DatabaseHandle } from '../../db/client.server';
import type { Services } from '../load-context';

/**
 * Every process keeps its own shared reads and renderings of campaign pages (server/http/shared-pages.ts). On
 * PostgreSQL several processes serve one database, so a change made through one is announced on this channel and
 * each process, listening on a connection of its own, forgets its copies too. PGlite is one process: no channel.
 */
const CHANNEL = 'pamoja_campaign_changed';

/** Tells every process listening (this one included) that the campaign changed; never rejects. */
export async function announceCampaignChange(
  pool: pg.Pool,
  campaignId: number,
  logger: Logger,
): Promise<void> {
  await pool
    .query('select pg_notify($1, $2)', [CHANNEL, String(campaignId)])
    .catch((error) => logger.error({ err: error, campaignId }, 'announcing a campaign change failed'));
}

/**
 * What a process forgets: the campaign announced, or every campaign once listening (again), since announcements
 * made while the connection was down are lost (on the first connection that costs nothing).
 */
export type CampaignChangeListener = Pick<Services, 'forgetCampaign' | 'forgetAllCampaigns'>;

interface ListenOptions {
  logger: Logger;
  /** The first wait before reconnecting; it doubles with each failure up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
}

/**
 * LISTENs for announced changes on one dedicated connection (not the pool's: a pooled connection goes back to the
 * pool and its LISTEN with it), reconnecting with backoff when it drops. On PGlite it does nothing.
 */
export function listenForCampaignChanges(
  database: DatabaseHandle,
  listener: CampaignChangeListener,
  { logger, retryMs = 500, maxRetryMs = 30_000 }: ListenOptions,
): { close(): Promise<void> } {
  const pool = database.pool;
  if (!pool) return { close: async () => {} };
  let client: pg.Client | null = null;
  let closed = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;
  let attempt: Promise<void>;

  const scheduleReconnect = () => {
    if (closed) return;
    const delayMs = Math.min(maxRetryMs, retryMs * 2 ** failures);
    failures++;
    retry = setTimeout(() => {
      attempt = connect();
    }, delayMs);
    retry.unref();
  };

  const dropped = (lost: pg.Client, error?: Error) => {
    if (client !== lost) return;
    client = null;
    lost.end().catch(() => {});
    if (closed) return;
    logger.warn({ err: error }, 'lost the connection listening for campaign changes; reconnecting');
    scheduleReconnect();
  };

  async function connect() {
    const next = new pg.Client({
      connectionString: pool?.options.connectionString,
      connectionTimeoutMillis: 5000,
      keepAlive: true,
    });
    next.on('notification', ({ payload }) => {
      const campaignId = Number(payload);
      if (Number.isSafeInteger(campaignId)) listener.forgetCampaign(campaignId);
    });
    next.on('error', (error) => dropped(next, error));
    next.on('end', () => dropped(next));
    try {
      await next.connect();
      await next.query(`listen ${CHANNEL}`);
    } catch (error) {
      next.end().catch(() => {});
      logger.warn({ err: error }, 'cannot listen for campaign changes yet; retrying');
      scheduleReconnect();
      return;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    if (failures > 0) logger.info('listening for campaign changes again');
    failures = 0;
    listener.forgetAllCampaigns();
  }

  attempt = connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      await attempt;
      const last = client;
      client = null;
      await last?.end().catch(() => {});
    },
  };
}
