import express from 'express';
import { CAMPAIGN_NOT_FOUND } from '../../domain/campaigns';
import { getWhatsAppStatus } from '../../domain/gathering/get-whatsapp-status.server';
import { updateShareWalletNumber } from '../../domain/gathering/update-share-wallet-number.server';
import { shareWalletNumberSchema } from '../../domain/gathering/whatsapp-status-schemas';
import { requireRowId } from '../../domain/shared/row-id';
import { parseInput } from '../../domain/shared/validation';
import type { ApiDependencies } from '.';

const campaignIdOf = (value: unknown) => requireRowId(value, CAMPAIGN_NOT_FOUND);

/** Issue 16, the WhatsApp status: the family reads the text and chooses whether it gives the mobile-money number. */
export function createWhatsAppStatusRouter({ contextFor }: ApiDependencies) {
  const router = express.Router();

  router.get('/campaigns/:campaignId/whatsapp-status', async (req, res) => {
    const context = contextFor(req, res);
    const status = await getWhatsAppStatus(
      context.db,
      { campaignId: campaignIdOf(req.params.campaignId), actor: context.actor },
      { baseUrl: context.config.baseUrl },
    );
    res.setHeader('Cache-Control', 'private, no-store');
    res.json(status);
  });

  /** Body `{ shareWalletNumber: boolean }`. */
  router.post('/campaigns/:campaignId/share-wallet-number', async (req, res) => {
    const context = contextFor(req, res);
    const result = await updateShareWalletNumber(
      context.db,
      {
        campaignId: campaignIdOf(req.params.campaignId),
        actor: context.actor,
        choice: parseInput(shareWalletNumberSchema, req.body ?? {}),
      },
      { ipAddress: context.ipAddress, userAgent: context.userAgent },
    );
    res.json(result);
  });

  return router;
}
