import express, { type Router } from 'express';
import { z } from 'zod';
import { CAMPAIGN_NOT_FOUND } from '../../domain/campaigns/campaign-rules';
import { reviewDecisionSchema } from '../../domain/contributions';
import {
  exportDonorsCsv,
  getCampaignStatsText,
  getWalletScreenshot,
  listContributions,
  listDonors,
  reviewWalletContribution,
} from '../../domain/contributions/index.server';
import { NotFoundError } from '../../domain/shared/errors';
import { requireRowId } from '../../domain/shared/row-id';
import type { ApiDependencies } from '.';
import { contributionDependenciesOf } from './contribution-dependencies';

export function createContributionsRouter({ contextFor }: ApiDependencies): Router {
  const router = express.Router();

  router.get('/contributions/:campaignId', async (req, res) => {
    const context = contextFor(req, res);
    const page = z.coerce
      .number()
      .int()
      .min(1)
      .max(10_000)
      .catch(1)
      .parse(req.query.page ?? 1);
    const result = await listContributions(context.db, {
      campaignId: requireRowId(req.params.campaignId, CAMPAIGN_NOT_FOUND),
      viewer: context.actor,
      page,
    });
    res.setHeader('Cache-Control', 'private, no-store');
    res.json(result);
  });

  router.post('/contributions/:id/review', async (req, res) => {
    const context = contextFor(req, res);
    const { decision } = reviewDecisionSchema.parse(req.body ?? {});
    const contribution = await reviewWalletContribution(
      context.db,
      {
        contributionId: requireRowId(req.params.id, 'Contribution not found'),
        decision,
        actor: context.actor,
      },
      contributionDependenciesOf(context),
    );
    res.json({ success: true, contribution: { id: contribution.id, status: contribution.paymentStatus } });
  });

  router.get('/contributions/:id/screenshot', async (req, res) => {
    const context = contextFor(req, res);
    const { contentType, bytes } = await getWalletScreenshot(context.db, {
      contributionId: requireRowId(req.params.id, 'Contribution not found'),
      actor: context.actor,
    });
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('Content-Type', contentType);
    res.send(bytes);
  });

  router.get('/campaigns/:id/donors', async (req, res) => {
    const context = contextFor(req, res);
    const { donors } = await listDonors(context.db, {
      campaignId: requireRowId(req.params.id, CAMPAIGN_NOT_FOUND),
      actor: context.actor,
    });
    res.setHeader('Cache-Control', 'private, no-store');
    res.json({ donors });
  });

  router.get('/campaigns/:id/donors.csv', async (req, res) => {
    const context = contextFor(req, res);
    const { fileName, csv } = await exportDonorsCsv(context.db, {
      campaignId: requireRowId(req.params.id, CAMPAIGN_NOT_FOUND),
      actor: context.actor,
    });
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
    // A byte-order mark so spreadsheet programs read names with accents as UTF-8.
    res.send(`\uFEFF${csv}`);
  });

  router.get('/campaigns/:id/quick-stats', async (req, res) => {
    const context = contextFor(req, res);
    const text = await getCampaignStatsText(
      context.db,
      { campaignId: requireRowId(req.params.id, CAMPAIGN_NOT_FOUND), actor: context.actor },
      contributionDependenciesOf(context),
    );
    res.setHeader('Cache-Control', 'private, no-store');
    res.json({ text });
  });

  return router;
}
