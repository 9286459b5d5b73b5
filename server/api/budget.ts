import express from 'express';
import {
  BUDGET_MESSAGES,
  budgetLineSchema,
  budgetPaymentSchema,
  budgetVisibilitySchema,
} from '../../domain/budget/budget-schemas';
import {
  addBudgetLine,
  changeBudgetLine,
  editBudgetPayment,
  recordBudgetPayment,
  removeBudgetLine,
  removeBudgetPayment,
  setBudgetVisibility,
} from '../../domain/budget/change-budget.server';
import { readFamilyBudget } from '../../domain/budget/family-budget.server';
import { CAMPAIGN_NOT_FOUND } from '../../domain/campaigns';
import { requireRowId } from '../../domain/shared/row-id';
import { parseInput } from '../../domain/shared/validation';
import type { ApiDependencies } from '.';

const campaignIdOf = (value: unknown) => requireRowId(value, CAMPAIGN_NOT_FOUND);
const lineIdOf = (value: unknown) => requireRowId(value, BUDGET_MESSAGES.lineNotFound);
const paymentIdOf = (value: unknown) => requireRowId(value, BUDGET_MESSAGES.paymentNotFound);

/**
 * Issue 34, the funeral budget: the family (organizer or recipient session, not an admin) reads it whole, plans its
 * lines, records, corrects and removes payments, and shows it on the page or keeps it private. Amounts are sent as
 * typed in the campaign's currency ("150000", "1500.50") and answered in minor units.
 */
export function createBudgetRouter({ contextFor }: ApiDependencies) {
  const router = express.Router();
  const base = '/campaigns/:campaignId/budget';
  const familyOf = (req: express.Request, res: express.Response) => {
    const context = contextFor(req, res);
    return {
      context,
      family: { campaignId: campaignIdOf(req.params.campaignId), actor: context.actor },
      dependencies: {
        campaignChanged: context.services.campaignChanged,
        ipAddress: context.ipAddress,
        userAgent: context.userAgent,
      },
    };
  };

  router.get(base, async (req, res) => {
    const { context, family } = familyOf(req, res);
    const found = await readFamilyBudget(context.db, family);
    res.setHeader('Cache-Control', 'private, no-store');
    res.json(found);
  });

  router.put(`${base}/visibility`, async (req, res) => {
    const { context, family, dependencies } = familyOf(req, res);
    const { budgetPublic } = parseInput(budgetVisibilitySchema, req.body ?? {});
    res.json(await setBudgetVisibility(context.db, { ...family, budgetPublic }, dependencies));
  });

  router.post(`${base}/lines`, async (req, res) => {
    const { context, family, dependencies } = familyOf(req, res);
    const line = await addBudgetLine(
      context.db,
      { ...family, line: parseInput(budgetLineSchema, req.body ?? {}) },
      dependencies,
    );
    res.status(201).json({ line });
  });

  router.patch(`${base}/lines/:lineId`, async (req, res) => {
    const { context, family, dependencies } = familyOf(req, res);
    const line = await changeBudgetLine(
      context.db,
      { ...family, lineId: lineIdOf(req.params.lineId), line: parseInput(budgetLineSchema, req.body ?? {}) },
      dependencies,
    );
    res.json({ line });
  });

  router.delete(`${base}/lines/:lineId`, async (req, res) => {
    const { context, family, dependencies } = familyOf(req, res);
    await removeBudgetLine(context.db, { ...family, lineId: lineIdOf(req.params.lineId) }, dependencies);
    res.json({ success: true });
  });

  router.post(`${base}/payments`, async (req, res) => {
    const { context, family, dependencies } = familyOf(req, res);
    const payment = await recordBudgetPayment(
      context.db,
      { ...family, payment: parseInput(budgetPaymentSchema, req.body ?? {}) },
      dependencies,
    );
    res.status(201).json({ payment });
  });

  router.patch(`${base}/payments/:paymentId`, async (req, res) => {
    const { context, family, dependencies } = familyOf(req, res);
    const payment = await editBudgetPayment(
      context.db,
      {
        ...family,
        paymentId: paymentIdOf(req.params.paymentId),
        payment: parseInput(budgetPaymentSchema, req.body ?? {}),
      },
      dependencies,
    );
    res.json({ payment });
  });

  router.delete(`${base}/payments/:paymentId`, async (req, res) => {
    const { context, family, dependencies } = familyOf(req, res);
    const payment = await removeBudgetPayment(
      context.db,
      { ...family, paymentId: paymentIdOf(req.params.paymentId) },
      dependencies,
    );
    res.json({ payment });
  });

  return router;
}
