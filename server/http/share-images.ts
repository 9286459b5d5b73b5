import express, { type Router } from 'express';
import type { Database } from '../../db/client.server';
import { CAMPAIGN_NOT_FOUND } from '../../domain/campaigns/campaign-rules';
import { getShareImage } from '../../domain/campaigns/share-image.server';
import { NotFoundError } from '../../domain/shared/errors';
import { parseRowId } from '../../domain/shared/row-id';
import type { FileStore } from '../../integrations/storage/file-store';
import { UPLOAD_CONTENT_SECURITY_POLICY } from './security-headers';

/** GET /share-images/{campaignId}/{version}.jpg: the picture a shared link previews with (og:image). */
export function shareImagesRouter(db: Database, fileStore: FileStore): Router {
  const router = express.Router();
  router.get('/share-images/:campaignId/:file', async (req, res) => {
    const campaignId = parseRowId(req.params.campaignId);
    if (campaignId === null) throw new NotFoundError(CAMPAIGN_NOT_FOUND);
    const found = await getShareImage(db, fileStore, {
      campaignId,
      path: `/share-images/${req.params.campaignId}/${req.params.file}`,
    });
    if ('currentPath' in found) {
      // An older picture's address (the campaign was edited since): the current one, which may change again.
      res.setHeader('Cache-Control', 'public, max-age=300');
      res.redirect(302, found.currentPath);
      return;
    }
    // The address names the picture's content, so it never changes.
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('Content-Security-Policy', UPLOAD_CONTENT_SECURITY_POLICY);
    res.type('image/jpeg').send(found.image);
  });
  return router;
}
