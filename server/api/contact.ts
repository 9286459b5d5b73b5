import express from 'express';
import { sendContactMessage } from '../../domain/contact/index.server';
import type { ApiDependencies } from '.';

/** POST /api/contact (spec part 2 §7): a visitor writes to support. */
export function createContactRouter({ contextFor }: ApiDependencies) {
  const router = express.Router();
  router.post('/', async (req, res) => {
    const context = contextFor(req, res);
    await sendContactMessage(
      context.db,
      { mailer: context.services.mailer, limiters: context.services.rateLimiters },
      req.body,
      { ipAddress: context.ipAddress },
    );
    res.status(201).json({ message: 'Message sent successfully!' });
  });
  return router;
}
