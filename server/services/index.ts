import type { Logger } from 'pino';
import type { Config } from '../../config/env.server';
import type { DatabaseHandle } from '../../db/client.server';
import { campaignPageTag } from '../../domain/campaigns/campaign-page-tag';
import { createCampaignPageReader } from '../../domain/campaigns/get-campaign-page.server';
import { createCampaignViewRecorder } from '../../domain/campaigns/record-campaign-view.server';
import { createMailer } from '../../domain/notifications/send-email.server';
import { visitorRegionKey } from '../../domain/shared/visitor-region';
import { createSmtpTransport } from '../../integrations/email/smtp-transport.server';
import type { PaymentProvider } from '../../integrations/payments';
import { createSandboxProvider } from '../../integrations/payments/sandbox-provider.server';
import {
  createStripeProvider,
  type StripeProviderOptions,
} from '../../integrations/payments/stripe-provider.server';
import type { FileStore } from '../../integrations/storage/file-store';
import { createLocalFileStore, uploadsDirectoryOf } from '../../integrations/storage/local-file-store.server';
import { createS3FileStore } from '../../integrations/storage/s3-file-store.server';
import { createModelTributeWriter } from '../../integrations/tribute-writer/model-tribute-writer.server';
import { createTributeComposer } from '../../integrations/tribute-writer/tribute-composer';
import type { TributeWriter } from '../../integrations/tribute-writer/tribute-writer';
import { createSharedPages } from '../http/shared-pages';
import type { Services } from '../load-context';
import { announceCampaignChange } from './campaign-changes';
import { createRateLimiters } from './rate-limits';

/** The one place that picks concrete integrations from the config. */
export function createServices(config: Config, database: DatabaseHandle, logger: Logger): Services {
  const transport = config.smtpUrl ? createSmtpTransport(config.smtpUrl, config.mailFrom) : null;
  const readCampaignPage = createCampaignPageReader(database.db);
  const sharedPages = createSharedPages({
    keyOf: (req) => `${req.originalUrl}\n${visitorRegionKey({ get: (name) => req.get(name) })}`,
    logger,
  });
  const forgetCampaign = (campaignId: number) => {
    readCampaignPage.forget(campaignId);
    sharedPages.forget(campaignPageTag(campaignId));
  };
  return {
    mailer: createMailer(database.db, transport, logger),
    rateLimiters: createRateLimiters(database.pool),
    paymentProvider: createPaymentProvider(config.stripe),
    cardPayments: config.cardPayments,
    fileStore: createFileStore(config),
    tributeWriter: createTributeWriter(config, logger),
    recordCampaignView: createCampaignViewRecorder(database.db),
    readCampaignPage,
    sharedPages,
    campaignChanged(campaignId) {
      forgetCampaign(campaignId);
      if (database.pool) void announceCampaignChange(database.pool, campaignId, logger);
    },
    forgetCampaign,
    forgetAllCampaigns() {
      readCampaignPage.forgetAll();
      sharedPages.forgetAll();
    },
  };
}

/** A shared bucket when one is configured (several processes or machines); otherwise DATA_DIR/uploads. */
function createFileStore(config: Config): FileStore {
  return config.s3 ? createS3FileStore(config.s3) : createLocalFileStore(uploadsDirectoryOf(config.dataDir));
}

/** The offline composer, or an OpenAI-compatible model (falling back to the composer) when one is configured. */
function createTributeWriter(config: Config, logger: Logger): TributeWriter {
  const composer = createTributeComposer();
  const { apiKey, apiUrl } = config.tributeWriter;
  if (!apiKey && !apiUrl) return composer;
  return createModelTributeWriter({ apiKey, apiUrl, fallback: composer, logger });
}

/** Stripe when its keys are configured; otherwise the offline sandbox. */
function createPaymentProvider(stripe: StripeProviderOptions | undefined): PaymentProvider {
  return stripe ? createStripeProvider(stripe) : createSandboxProvider();
}
