import express from 'express';
import type { CurrentUser } from '../../domain/accounts/sessions.server';
import {
  CAMPAIGN_NOT_FOUND,
  type CampaignLookup,
  campaignLookupOf,
  createCampaignSchema,
  isVisibleCampaign,
  toPublicCampaign,
  updateCampaignSchema,
} from '../../domain/campaigns';
import {
  createCampaign,
  getCampaignWithStats,
  listCampaignTributes,
  listOrganizerCampaigns,
  requireVisibleCampaign,
  updateCampaign,
} from '../../domain/campaigns/index.server';
import { NotFoundError, UnauthorizedError } from '../../domain/shared/errors';
import { parseRowId } from '../../domain/shared/row-id';
import type { AppContext } from '../load-context';
import type { ApiDependencies } from '.';

function campaignIdOf(value: unknown): number {
  const id = parseRowId(value);
  if (id === null) throw new NotFoundError(CAMPAIGN_NOT_FOUND);
  return id;
}

export function requireUser(context: AppContext): CurrentUser {
  if (!context.user) throw new UnauthorizedError('Please sign in to continue');
  return context.user;
}

async function readCampaign(context: AppContext, lookup: CampaignLookup) {
  const found = await getCampaignWithStats(context.db, lookup);
  if (!found || !isVisibleCampaign(found.campaign)) throw new NotFoundError(CAMPAIGN_NOT_FOUND);
  return { campaign: toPublicCampaign(found.campaign), stats: found.stats };
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
    });
    context.logger.info({ campaignId: created.id }, 'campaign created');
    res.status(201).json(created);
  });

  router.get('/', async (req, res) => {
    const context = contextFor(req, res);
    const user = requireUser(context);
    res.json(await listOrganizerCampaigns(context.db, user.id));
  });

  router.get('/url/:customUrl', async (req, res) => {
    const lookup = campaignLookupOf(req.params.customUrl);
    if (!lookup || !('customUrl' in lookup)) throw new NotFoundError(CAMPAIGN_NOT_FOUND);
    res.json(await readCampaign(contextFor(req, res), lookup));
  });

  router.get('/:id/tributes', async (req, res) => {
    const before = typeof req.query.before === 'string' ? req.query.before : undefined;
    const { db } = contextFor(req, res);
    const campaign = await requireVisibleCampaign(db, campaignIdOf(req.params.id));
    res.json(await listCampaignTributes(db, campaign, { before }));
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
      context.services,
    );
    res.json({ campaign });
  });

  return router;
}
