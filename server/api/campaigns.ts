import express from 'express';
import { z } from 'zod';
import type { CurrentUser } from '../../domain/accounts/sessions.server';
import { createCampaignSchema, toPublicCampaign, updateCampaignSchema } from '../../domain/campaigns';
import {
  CAMPAIGN_NOT_FOUND,
  type CampaignLookup,
  createCampaign,
  getCampaignWithStats,
  listCampaignTributes,
  listOrganizerCampaigns,
  updateCampaign,
} from '../../domain/campaigns/index.server';
import { NotFoundError, UnauthorizedError } from '../../domain/shared/errors';
import type { AppContext } from '../load-context';
import type { ApiDependencies } from '.';

const idSchema = z.coerce.number().int().positive().max(2_147_483_647);

export function requireUser(context: AppContext): CurrentUser {
  if (!context.user) throw new UnauthorizedError('Please sign in to continue');
  return context.user;
}

async function readCampaign(context: AppContext, lookup: CampaignLookup) {
  const found = await getCampaignWithStats(context.db, lookup);
  if (!found || found.campaign.isArchived) throw new NotFoundError(CAMPAIGN_NOT_FOUND);
  return { campaign: toPublicCampaign(found.campaign), stats: found.stats };
}

/** Spec part 1 §7 and part 2 §7: /api/campaigns. */
export function createCampaignsRouter({ contextFor }: ApiDependencies) {
  const router = express.Router();

  router.post('/', async (req, res) => {
    const context = contextFor(req, res);
    const user = requireUser(context);
    const input = createCampaignSchema.parse(req.body ?? {});
    await context.services
      .rateLimiters('campaign-create', { points: 20, durationSeconds: 3600 })
      .consume(String(user.id));
    const created = await createCampaign(context.db, user.id, input);
    context.logger.info({ campaignId: created.id }, 'campaign created');
    res.status(201).json(created);
  });

  router.get('/', async (req, res) => {
    const context = contextFor(req, res);
    const user = requireUser(context);
    res.json(await listOrganizerCampaigns(context.db, user.id));
  });

  router.get('/url/:customUrl', async (req, res) => {
    const customUrl = String(req.params.customUrl);
    if (!/^[A-Za-z0-9-]{1,80}$/.test(customUrl)) throw new NotFoundError(CAMPAIGN_NOT_FOUND);
    res.json(await readCampaign(contextFor(req, res), { customUrl }));
  });

  router.get('/:id/tributes', async (req, res) => {
    const parsed = idSchema.safeParse(req.params.id);
    if (!parsed.success) throw new NotFoundError(CAMPAIGN_NOT_FOUND);
    const before = typeof req.query.before === 'string' ? req.query.before : undefined;
    res.json(await listCampaignTributes(contextFor(req, res).db, parsed.data, { before }));
  });

  router.get('/:id', async (req, res) => {
    const parsed = idSchema.safeParse(req.params.id);
    if (!parsed.success) throw new NotFoundError(CAMPAIGN_NOT_FOUND);
    res.json(await readCampaign(contextFor(req, res), { id: parsed.data }));
  });

  router.put('/:id', async (req, res) => {
    const context = contextFor(req, res);
    const user = requireUser(context);
    const parsed = idSchema.safeParse(req.params.id);
    if (!parsed.success) throw new NotFoundError(CAMPAIGN_NOT_FOUND);
    const input = updateCampaignSchema.parse(req.body ?? {});
    const campaign = await updateCampaign(context.db, { campaignId: parsed.data, userId: user.id, input });
    context.services.campaignChanged(campaign.id);
    res.json({ campaign });
  });

  return router;
}
