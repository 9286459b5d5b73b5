import express, { type Router } from 'express';
import { CAMPAIGN_NOT_FOUND } from '../../domain/campaigns/campaign-rules';
import { donorCsvColumnsIn, donorListQuerySchema, reviewDecisionSchema } from '../../domain/contributions';
import {
  exportDonorsCsv,
  getCampaignStatsText,
  getWalletScreenshot,
  listContributions,
  listDonors,
  reviewWalletContribution,
  undoWalletRejection,
} from '../../domain/contributions/index.server';
import { CONTRIBUTION_NOT_FOUND } from '../../domain/contributions/require-managed-contribution.server';
import { requireRowId } from '../../domain/shared/row-id';
import { sendCsv } from '../http/download-response';
import type { ApiDependencies } from '.';
import { contributionDependenciesOf } from './contribution-dependencies';

export function createContributionsRouter({ contextFor }: ApiDependencies): Router {
  const router = express.Router();

  router.get('/contributions/:campaignId', async (req, res) => {
    const context = contextFor(req, res);
    const result = await listContributions(context.db, {
      campaignId: requireRowId(req.params.campaignId, CAMPAIGN_NOT_FOUND),
      viewer: context.actor,
      before: req.query.before,
      locale: context.locale,
    });
    res.setHeader('Cache-Control', 'private, no-store');
    res.json(result);
  });

  router.post('/contributions/:id/review', async (req, res) => {
    const context = contextFor(req, res);
    const decision = reviewDecisionSchema.parse(req.body ?? {});
    const contribution = await reviewWalletContribution(
      context.db,
      {
        contributionId: requireRowId(req.params.id, CONTRIBUTION_NOT_FOUND),
        ...decision,
        actor: context.actor,
      },
      contributionDependenciesOf(context),
    );
    res.json({ success: true, contribution: { id: contribution.id, status: contribution.paymentStatus } });
  });

  router.post('/contributions/:id/undo-reject', async (req, res) => {
    const context = contextFor(req, res);
    const contribution = await undoWalletRejection(
      context.db,
      { contributionId: requireRowId(req.params.id, CONTRIBUTION_NOT_FOUND), actor: context.actor },
      contributionDependenciesOf(context),
    );
    res.json({ success: true, contribution: { id: contribution.id, status: contribution.paymentStatus } });
  });

  router.get('/contributions/:id/screenshot', async (req, res) => {
    const context = contextFor(req, res);
    const { contentType, bytes } = await getWalletScreenshot(context.db, {
      contributionId: requireRowId(req.params.id, CONTRIBUTION_NOT_FOUND),
      actor: context.actor,
    });
    res.setHeader('Cache-Control', 'private, no-store');
    res.setHeader('Content-Type', contentType);
    res.send(bytes);
  });

  router.get('/campaigns/:id/donors', async (req, res) => {
    const context = contextFor(req, res);
    const page = await listDonors(context.db, {
      campaignId: requireRowId(req.params.id, CAMPAIGN_NOT_FOUND),
      actor: context.actor,
      locale: context.locale,
      ...donorListQuerySchema.parse(req.query),
    });
    res.setHeader('Cache-Control', 'private, no-store');
    res.json(page);
  });

  router.get('/campaigns/:id/donors.csv', async (req, res) => {
    const context = contextFor(req, res);
    const { fileName, batches } = await exportDonorsCsv(context.db, {
      campaignId: requireRowId(req.params.id, CAMPAIGN_NOT_FOUND),
      actor: context.actor,
      locale: context.locale,
    });
    // In the language of the organizer downloading it, columns and our words alike; the givers' words are theirs.
    await sendCsv(res, fileName, donorCsvColumnsIn(context.locale), batches);
  });

  router.get('/campaigns/:id/quick-stats', async (req, res) => {
    const context = contextFor(req, res);
    const text = await getCampaignStatsText(
      context.db,
      {
        campaignId: requireRowId(req.params.id, CAMPAIGN_NOT_FOUND),
        actor: context.actor,
        locale: context.locale,
      },
      contributionDependenciesOf(context),
    );
    res.setHeader('Cache-Control', 'private, no-store');
    res.json({ text });
  });

  return router;
}
