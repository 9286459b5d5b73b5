import express from 'express';
import { CAMPAIGN_NOT_FOUND } from '../../domain/campaigns';
import { recipientAccessSchema } from '../../domain/recipients/recipient-access-schema';
import { shareWithRecipient } from '../../domain/recipients/share-with-recipient.server';
import {
  markRecipientAccessUsed,
  validateRecipientAccess,
} from '../../domain/recipients/validate-recipient-access.server';
import { NotFoundError } from '../../domain/shared/errors';
import { parseRowId } from '../../domain/shared/row-id';
import type { ApiDependencies } from '.';

/** Spec part 2 §7: sharing with the recipient, and the recipient's way in (decision 009). */
export function createRecipientAccessRouter({ contextFor }: ApiDependencies) {
  const router = express.Router();

  router.post('/campaigns/:id/share-recipient', async (req, res) => {
    const context = contextFor(req, res);
    const campaignId = parseRowId(req.params.id);
    if (campaignId === null) throw new NotFoundError(CAMPAIGN_NOT_FOUND);
    const share = await shareWithRecipient(
      context.db,
      { campaignId, actor: context.actor },
      { baseUrl: context.config.baseUrl, ipAddress: context.ipAddress, userAgent: context.userAgent },
    );
    res.setHeader('Cache-Control', 'private, no-store');
    res.status(201).json(share);
  });

  router.post('/recipient-access/validate', async (req, res) => {
    const context = contextFor(req, res);
    const attempt = recipientAccessSchema.parse(req.body ?? {});
    const access = await validateRecipientAccess(context.db, attempt, {
      limiters: context.services.rateLimiters,
      ipAddress: context.ipAddress,
      userAgent: context.userAgent,
    });
    res.setHeader(
      'Set-Cookie',
      await context.session.startRecipientSession(access.accessId, access.expiresAt),
    );
    res.json({ valid: true, campaign: access.campaign });
  });

  router.post('/recipient-access/:code/accessed', async (req, res) => {
    const context = contextFor(req, res);
    await markRecipientAccessUsed(context.db, {
      accessCode: req.params.code,
      recipient: context.actor.recipient,
    });
    res.json({ success: true });
  });

  return router;
}
