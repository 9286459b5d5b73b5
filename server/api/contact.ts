import express from 'express';
import { contactMessageSchema } from '../../domain/contact';
import { sendContactMessage } from '../../domain/contact/index.server';
import { messageIn } from '../../domain/shared/locales';
import { requestDependenciesOf } from '../../domain/shared/request-dependencies.server';
import { parseInput } from '../../domain/shared/validation';
import { m } from '../../paraglide/messages';
import type { ApiDependencies } from '.';

/** POST /api/contact (spec part 2 §7): a visitor writes to support, and is answered in their language. */
export function createContactRouter({ contextFor }: ApiDependencies) {
  const router = express.Router();
  router.post('/', async (req, res) => {
    const context = contextFor(req, res);
    const message = parseInput(contactMessageSchema, req.body ?? {});
    await sendContactMessage(context.db, message, requestDependenciesOf(context));
    res.status(201).json({ message: messageIn(context.locale, m.contact_sent_title) });
  });
  return router;
}
