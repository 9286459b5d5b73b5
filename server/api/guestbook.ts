import express from 'express';
import { CAMPAIGN_NOT_FOUND } from '../../domain/campaigns';
import { createGuestbookMessage } from '../../domain/gathering/create-guestbook-message.server';
import { createMessageReport } from '../../domain/gathering/create-message-report.server';
import {
  guestbookMessageSchema,
  messageReportSchema,
  messageVisibilitySchema,
} from '../../domain/gathering/guestbook-schemas';
import { listFamilyGuestbook } from '../../domain/gathering/list-family-guestbook.server';
import { updateMessageVisibility } from '../../domain/gathering/update-message-visibility.server';
import { requestDependenciesOf } from '../../domain/shared/request-dependencies.server';
import { requireRowId } from '../../domain/shared/row-id';
import { parseInput } from '../../domain/shared/validation';
import type { ApiDependencies } from '.';

const campaignIdOf = (value: unknown) => requireRowId(value, CAMPAIGN_NOT_FOUND);

/** Issue 16, guestbook: anyone who can see the page signs it or reports a message; the family hides or shows. */
export function createGuestbookRouter({ contextFor }: ApiDependencies) {
  const router = express.Router();

  router.post('/campaigns/:campaignId/guestbook', async (req, res) => {
    const context = contextFor(req, res);
    const { id } = await createGuestbookMessage(
      context.db,
      {
        campaignId: campaignIdOf(req.params.campaignId),
        actor: context.actor,
        message: parseInput(guestbookMessageSchema, req.body ?? {}),
      },
      {
        limiters: context.services.rateLimiters,
        ipAddress: context.ipAddress,
        campaignChanged: context.services.campaignChanged,
      },
    );
    // A bot's message (its honeypot filled) gets the same answer, without an id to tell it apart.
    res.status(201).json({ success: true, ...(id !== null && { id }) });
  });

  router.post('/campaigns/:campaignId/message-reports', async (req, res) => {
    const context = contextFor(req, res);
    const report = await createMessageReport(
      context.db,
      {
        campaignId: campaignIdOf(req.params.campaignId),
        actor: context.actor,
        report: parseInput(messageReportSchema, req.body ?? {}),
      },
      requestDependenciesOf(context),
    );
    res.status(201).json({ report });
  });

  router.get('/campaigns/:campaignId/guestbook', async (req, res) => {
    const context = contextFor(req, res);
    const before = typeof req.query.before === 'string' ? req.query.before : undefined;
    const list = await listFamilyGuestbook(context.db, {
      campaignId: campaignIdOf(req.params.campaignId),
      actor: context.actor,
      before,
      locale: context.locale,
    });
    res.setHeader('Cache-Control', 'private, no-store');
    res.json(list);
  });

  router.patch('/campaigns/:campaignId/messages/:kind/:id', async (req, res) => {
    const context = contextFor(req, res);
    const message = await updateMessageVisibility(
      context.db,
      {
        campaignId: campaignIdOf(req.params.campaignId),
        actor: context.actor,
        decision: parseInput(messageVisibilitySchema, {
          ...req.body,
          kind: req.params.kind,
          id: req.params.id,
        }),
      },
      {
        campaignChanged: context.services.campaignChanged,
        ipAddress: context.ipAddress,
        userAgent: context.userAgent,
      },
    );
    res.json({ message });
  });

  return router;
}
