import express from 'express';
import { generateTribute, generateTributeSchema } from '../../domain/campaigns';
import type { ApiDependencies } from '.';

/** POST /api/ai/generate-tribute: "Help me find words" (spec part 1 §7). */
export function createTributeWriterRouter({ contextFor }: ApiDependencies) {
  const router = express.Router();
  router.post('/generate-tribute', async (req, res) => {
    const context = contextFor(req, res);
    const request = generateTributeSchema.parse(req.body ?? {});
    const tribute = await generateTribute(request, {
      tributeWriter: context.services.tributeWriter,
      limiters: context.services.rateLimiters,
      ipAddress: context.ipAddress,
      locale: context.locale,
    });
    res.json({ tribute });
  });
  return router;
}
