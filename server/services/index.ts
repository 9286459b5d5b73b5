import type { Logger } from 'pino';
import type { Config } from '../../config/env.server';
import type { DatabaseHandle } from '../../db/client.server';
import { createMailer } from '../../domain/notifications/send-email';
import { createSmtpTransport } from '../../integrations/email/smtp-transport';
import { createPaymentProvider } from '../../integrations/payments';
import type { Services } from '../load-context';
import { createRateLimiters } from './rate-limits';

/** The one place that picks concrete integrations from the config. */
export function createServices(config: Config, database: DatabaseHandle, logger: Logger): Services {
  const transport = config.smtpUrl ? createSmtpTransport(config.smtpUrl, config.mailFrom) : null;
  return {
    mailer: createMailer(database.db, transport, logger),
    rateLimiters: createRateLimiters(database.pool),
    paymentProvider: createPaymentProvider(config.stripe),
  };
}
