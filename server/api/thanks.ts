import express from 'express';
import { CAMPAIGN_NOT_FOUND } from '../../domain/campaigns';
import { listUnthankedGivers } from '../../domain/gathering/list-unthanked-givers.server';
import { GIFT_NOT_FOUND, thankGivers } from '../../domain/gathering/thank-givers.server';
import { thankYouMessageSchema } from '../../domain/gathering/thank-you-schemas';
import { requireRowId } from '../../domain/shared/row-id';
import { parseInput } from '../../domain/shared/validation';
import type { ApiDependencies } from '.';

const campaignIdOf = (value: unknown) => requireRowId(value, CAMPAIGN_NOT_FOUND);

/** Issue 16, thank-yous: the family (organizer or recipient session) thanks one giver or everyone not yet thanked. */
export function createThanksRouter({ contextFor }: ApiDependencies) {
  const router = express.Router();

  router.get('/campaigns/:campaignId/thanks', async (req, res) => {
    const context = contextFor(req, res);
    const list = await listUnthankedGivers(context.db, {
      campaignId: campaignIdOf(req.params.campaignId),
      actor: context.actor,
      cursor: req.query.cursor,
    });
    res.setHeader('Cache-Control', 'private, no-store');
    res.json(list);
  });

  /** Body `{ message, contributionId? }`: without a gift, everyone not yet thanked. */
  router.post('/campaigns/:campaignId/thanks', async (req, res) => {
    const context = contextFor(req, res);
    const body = req.body ?? {};
    const contributionId =
      body.contributionId === undefined || body.contributionId === null
        ? null
        : requireRowId(String(body.contributionId), GIFT_NOT_FOUND);
    const result = await thankGivers(
      context.db,
      {
        campaignId: campaignIdOf(req.params.campaignId),
        actor: context.actor,
        contributionId,
        ...parseInput(thankYouMessageSchema, { message: body.message }),
      },
      {
        mailer: context.services.mailer,
        baseUrl: context.config.baseUrl,
        campaignChanged: context.services.campaignChanged,
        ipAddress: context.ipAddress,
        userAgent: context.userAgent,
      },
    );
    res.json(result);
  });

  return router;
}
