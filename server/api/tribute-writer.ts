import express from 'express';
import { generateTribute, generateTributeSchema } from '../../domain/campaigns';
import { limiterFor } from '../../domain/shared/rate-limits';
import type { ApiDependencies } from '.';

/** POST /api/ai/generate-tribute: "Help me find words" (spec part 1 §7). */
export function createTributeWriterRouter({ contextFor }: ApiDependencies) {
  const router = express.Router();
  router.post('/generate-tribute', async (req, res) => {
    const context = contextFor(req, res);
    // A configured model costs money per call.
    await limiterFor(context.services.rateLimiters, 'tributeWriterPerIp').consume(context.ipAddress);
    const tribute = await generateTribute(
      context.services.tributeWriter,
      generateTributeSchema.parse(req.body ?? {}),
    );
    res.json({ tribute });
  });
  return router;
}
