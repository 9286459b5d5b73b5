import path from 'node:path';
import type { Logger } from 'pino';
import { campaignPageTag } from '../../app/lib/campaign-page-tag';
import { visitorRegionKey } from '../../app/lib/visitor-region.server';
import type { Config } from '../../config/env.server';
import type { DatabaseHandle } from '../../db/client.server';
import { createCampaignPageReader } from '../../domain/campaigns/read-campaign-page';
import { createCampaignViewRecorder } from '../../domain/campaigns/record-campaign-view';
import { createMailer } from '../../domain/notifications/send-email';
import { createSmtpTransport } from '../../integrations/email/smtp-transport';
import { createPaymentProvider } from '../../integrations/payments';
import { createLocalFileStore } from '../../integrations/storage/local-file-store';
import { createModelTributeWriter } from '../../integrations/tribute-writer/model-tribute-writer';
import { createTributeComposer } from '../../integrations/tribute-writer/tribute-composer';
import type { TributeWriter } from '../../integrations/tribute-writer/tribute-writer';
import { createSharedPages } from '../http/shared-pages';
import type { Services } from '../load-context';
import { createRateLimiters } from './rate-limits';

/** The one place that picks concrete integrations from the config. */
export function createServices(config: Config, database: DatabaseHandle, logger: Logger): Services {
  const transport = config.smtpUrl ? createSmtpTransport(config.smtpUrl, config.mailFrom) : null;
  const readCampaignPage = createCampaignPageReader(database.db);
  const sharedPages = createSharedPages({
    keyOf: (req) => `${req.originalUrl}\n${visitorRegionKey({ get: (name) => req.get(name) })}`,
    logger,
  });
  return {
    mailer: createMailer(database.db, transport, logger),
    rateLimiters: createRateLimiters(database.pool),
    paymentProvider: createPaymentProvider(config.stripe),
    fileStore: createLocalFileStore(path.join(config.dataDir, 'uploads')),
    tributeWriter: createTributeWriter(config, logger),
    recordCampaignView: createCampaignViewRecorder(database.db),
    readCampaignPage,
    sharedPages,
    campaignChanged(campaignId) {
      readCampaignPage.forget(campaignId);
      sharedPages.forget(campaignPageTag(campaignId));
    },
  };
}

/** The offline composer, or an OpenAI-compatible model (falling back to the composer) when one is configured. */
function createTributeWriter(config: Config, logger: Logger): TributeWriter {
  const composer = createTributeComposer();
  const { apiKey, apiUrl } = config.tributeWriter;
  if (!apiKey && !apiUrl) return composer;
  return createModelTributeWriter({ apiKey, apiUrl, fallback: composer, logger });
}
