import express from 'express';
import { getAdminAnalytics } from '../../../domain/admin/get-admin-analytics.server';
import { adminStatsResponseOf, getAdminStats } from '../../../domain/admin/get-admin-stats.server';
import type { ApiDependencies } from '../index';
import { adminContextFor } from './index';

/** /api/admin: the overview's stats and the analytics (issue 14). Mounted behind the admin guard of ./index.ts. */
export function createAdminStatsRouter(dependencies: ApiDependencies) {
  const router = express.Router();

  router.get('/stats', async (req, res) => {
    const { context } = adminContextFor(dependencies, req, res);
    res.json(adminStatsResponseOf(await getAdminStats(context.db, { now: new Date() })));
  });

  router.get('/analytics', async (req, res) => {
    const { context } = adminContextFor(dependencies, req, res);
    res.json(await getAdminAnalytics(context.db, { now: new Date() }));
  });

  return router;
}
