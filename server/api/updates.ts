import express from 'express';
import { CAMPAIGN_NOT_FOUND } from '../../domain/campaigns';
import { UPDATE_NOT_FOUND } from '../../domain/gathering/campaign-updates.server';
import {
  deleteCampaignUpdate,
  editCampaignUpdate,
} from '../../domain/gathering/change-campaign-update.server';
import { listFamilyUpdates } from '../../domain/gathering/list-family-updates.server';
import { postCampaignUpdate } from '../../domain/gathering/post-campaign-update.server';
import { campaignUpdateSchema } from '../../domain/gathering/update-schemas';
import { parseRowId, requireRowId } from '../../domain/shared/row-id';
import { parseInput } from '../../domain/shared/validation';
import type { ApiDependencies } from '.';

const campaignIdOf = (value: unknown) => requireRowId(value, CAMPAIGN_NOT_FOUND);
const updateIdOf = (value: unknown) => requireRowId(value, UPDATE_NOT_FOUND);

/** Issue 16, updates: the family posts, corrects and removes them; posting e-mails every subscriber. */
export function createUpdatesRouter({ contextFor }: ApiDependencies) {
  const router = express.Router();

  router.get('/campaigns/:campaignId/updates', async (req, res) => {
    const context = contextFor(req, res);
    const page = await listFamilyUpdates(context.db, {
      campaignId: campaignIdOf(req.params.campaignId),
      actor: context.actor,
      before: parseRowId(req.query.before),
    });
    res.setHeader('Cache-Control', 'private, no-store');
    res.json(page);
  });

  router.post('/campaigns/:campaignId/updates', async (req, res) => {
    const context = contextFor(req, res);
    const update = await postCampaignUpdate(
      context.db,
      {
        campaignId: campaignIdOf(req.params.campaignId),
        actor: context.actor,
        update: parseInput(campaignUpdateSchema, req.body ?? {}),
      },
      {
        mailer: context.services.mailer,
        baseUrl: context.config.baseUrl,
        campaignChanged: context.services.campaignChanged,
      },
    );
    res.status(201).json({ update });
  });

  router.patch('/campaigns/:campaignId/updates/:updateId', async (req, res) => {
    const context = contextFor(req, res);
    const update = await editCampaignUpdate(
      context.db,
      {
        campaignId: campaignIdOf(req.params.campaignId),
        updateId: updateIdOf(req.params.updateId),
        actor: context.actor,
        update: parseInput(campaignUpdateSchema, req.body ?? {}),
      },
      { campaignChanged: context.services.campaignChanged },
    );
    res.json({ update });
  });

  router.delete('/campaigns/:campaignId/updates/:updateId', async (req, res) => {
    const context = contextFor(req, res);
    await deleteCampaignUpdate(
      context.db,
      {
        campaignId: campaignIdOf(req.params.campaignId),
        updateId: updateIdOf(req.params.updateId),
        actor: context.actor,
      },
      { campaignChanged: context.services.campaignChanged },
    );
    res.json({ success: true });
  });

  return router;
}
