import express from 'express';
import type { CurrentUser } from '../../domain/accounts/sessions.server';
import {
  CAMPAIGN_NOT_FOUND,
  type CampaignLookup,
  campaignLookupOf,
  createCampaignSchema,
  requireCampaignVisibleTo,
  samePersonQuerySchema,
  toPublicCampaign,
  updateCampaignSchema,
} from '../../domain/campaigns';
import { createPageReport } from '../../domain/campaigns/create-page-report.server';
import { listSamePersonCampaigns } from '../../domain/campaigns/find-same-person-campaigns.server';
import {
  archiveCampaign,
  createCampaign,
  endCampaign,
  listCampaignTributes,
  listOrganizerCampaigns,
  requireVisibleCampaign,
  restoreCampaign,
  updateCampaign,
} from '../../domain/campaigns/index.server';
import { pageReportSchema } from '../../domain/campaigns/page-report-schemas';
import { requestPayoutSchema } from '../../domain/payouts';
import {
  getPayoutStatement,
  type PayoutRequestDependencies,
  requestPayout,
} from '../../domain/payouts/index.server';
import { NotFoundError, UnauthorizedError } from '../../domain/shared/errors';
import { requireRowId } from '../../domain/shared/row-id';
import { statementForManager } from '../../domain/statement/statement-files.server';
import { sendDownload } from '../http/download-response';
import type { AppContext } from '../load-context';
import type { ApiDependencies } from '.';

const campaignIdOf = (value: unknown) => requireRowId(value, CAMPAIGN_NOT_FOUND);

export function requireUser(context: AppContext): CurrentUser {
  if (!context.user) throw new UnauthorizedError();
  return context.user;
}

function payoutDependenciesOf(context: AppContext): PayoutRequestDependencies {
  return {
    mailer: context.services.mailer,
    baseUrl: context.config.baseUrl,
    ipAddress: context.ipAddress,
    userAgent: context.userAgent,
    campaignChanged: (campaignId) => context.services.campaignChanged(campaignId),
  };
}

async function readCampaign(context: AppContext, lookup: CampaignLookup) {
  // The campaign page's shared read: a burst of API reads after a shared link costs one query.
  const found = await context.services.readCampaignPage(lookup);
  if (!found) throw new NotFoundError(CAMPAIGN_NOT_FOUND);
  const campaign = requireCampaignVisibleTo(context.actor, found.campaign);
  return { campaign: toPublicCampaign(campaign), stats: found.stats };
}

/** Spec part 1 §7 and part 2 §7: /api/campaigns. */
export function createCampaignsRouter({ contextFor }: ApiDependencies) {
  const router = express.Router();

  router.post('/', async (req, res) => {
    const context = contextFor(req, res);
    const user = requireUser(context);
    const input = createCampaignSchema.parse(req.body ?? {});
    const created = await createCampaign(context.db, input, {
      organizerId: user.id,
      limiters: context.services.rateLimiters,
      locale: context.locale,
      ipAddress: context.ipAddress,
      userAgent: context.userAgent,
    });
    context.logger.info({ campaignId: created.id }, 'campaign created');
    res.status(201).json(created);
  });

  // Decision 034: the creation dialog asks before creating (an organizer may not have signed up yet).
  router.post('/same-person', async (req, res) => {
    const context = contextFor(req, res);
    const person = samePersonQuerySchema.parse(req.body ?? {});
    const matches = await listSamePersonCampaigns(context.db, person, {
      limiters: context.services.rateLimiters,
      ipAddress: context.ipAddress,
    });
    res.json({ matches });
  });

  // Issue 34: "Report this page", as the page /report-page/{id} sends it.
  router.post('/:id/page-reports', async (req, res) => {
    const context = contextFor(req, res);
    const report = await createPageReport(
      context.db,
      {
        campaignId: campaignIdOf(req.params.id),
        actor: context.actor,
        report: pageReportSchema.parse(req.body ?? {}),
      },
      { limiters: context.services.rateLimiters, ipAddress: context.ipAddress },
    );
    res.status(201).json({ report });
  });

  router.get('/', async (req, res) => {
    const context = contextFor(req, res);
    const user = requireUser(context);
    res.json(await listOrganizerCampaigns(context.db, user.id));
  });

  // Spec part 2 §7: {campaignId, type: 'payout' | 'nominee-change', reason}; the organizer or the recipient.
  router.post('/request-payout', async (req, res) => {
    const context = contextFor(req, res);
    const input = requestPayoutSchema.parse(req.body ?? {});
    const result = await requestPayout(
      context.db,
      { ...input, actor: context.actor },
      payoutDependenciesOf(context),
    );
    res.status(201).json(result);
  });

  router.get('/:id/payout-statement', async (req, res) => {
    const context = contextFor(req, res);
    const statement = await getPayoutStatement(context.db, {
      campaignId: campaignIdOf(req.params.id),
      actor: context.actor,
    });
    res.setHeader('Cache-Control', 'private, no-store');
    res.json({ statement });
  });

  router.get('/:id/statement', async (req, res) => {
    const context = contextFor(req, res);
    const download = await statementForManager(
      context.db,
      { campaignId: campaignIdOf(req.params.id), actor: context.actor },
      context.config,
    );
    await sendDownload(res, download, download.chunks);
  });

  router.get('/url/:customUrl', async (req, res) => {
    const lookup = campaignLookupOf(req.params.customUrl);
    if (!lookup || !('customUrl' in lookup)) throw new NotFoundError(CAMPAIGN_NOT_FOUND);
    res.json(await readCampaign(contextFor(req, res), lookup));
  });

  router.get('/:id/tributes', async (req, res) => {
    const before = typeof req.query.before === 'string' ? req.query.before : undefined;
    const { db, actor, locale } = contextFor(req, res);
    const campaign = await requireVisibleCampaign(db, campaignIdOf(req.params.id), actor);
    res.json(await listCampaignTributes(db, campaign, { before, locale }));
  });

  router.get('/:id', async (req, res) => {
    res.json(await readCampaign(contextFor(req, res), { id: campaignIdOf(req.params.id) }));
  });

  router.put('/:id', async (req, res) => {
    const context = contextFor(req, res);
    const campaignId = campaignIdOf(req.params.id);
    const input = updateCampaignSchema.parse(req.body ?? {});
    const campaign = await updateCampaign(
      context.db,
      {
        campaignId,
        actor: context.actor,
        input,
      },
      {
        campaignChanged: context.services.campaignChanged,
        ipAddress: context.ipAddress,
        userAgent: context.userAgent,
        limiters: context.services.rateLimiters,
      },
    );
    res.json({ campaign });
  });

  // Spec part 2 §4 and §7: the organizer ends (for good), archives and restores; each answers the new state.
  const lifecycleSteps = { end: endCampaign, archive: archiveCampaign, restore: restoreCampaign };
  for (const [step, useCase] of Object.entries(lifecycleSteps)) {
    router.post(`/:id/${step}`, async (req, res) => {
      const context = contextFor(req, res);
      const campaign = await useCase(
        context.db,
        { campaignId: campaignIdOf(req.params.id), actor: context.actor },
        {
          campaignChanged: context.services.campaignChanged,
          ipAddress: context.ipAddress,
          userAgent: context.userAgent,
        },
      );
      res.json({ campaign });
    });
  }

  return router;
}
