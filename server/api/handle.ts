import type { NextFunction, Request, Response } from 'express';
import { sendError } from '../http/errors';
import type { AppContext } from '../load-context';
import type { ApiDependencies } from './index';

type Handler = (req: Request, res: Response, context: AppContext) => Promise<void>;

/** Runs an async API handler with its request context; typed errors become `{message, fieldErrors}` + status. */
export function handle({ contextFor }: ApiDependencies, handler: Handler) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      await handler(req, res, contextFor(req, res));
    } catch (error) {
      if (!sendError(res, error)) next(error);
    }
  };
}
