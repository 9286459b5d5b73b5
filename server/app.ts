import { existsSync } from 'node:fs';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express, { type Request, type Response } from 'express';
import type { Logger } from 'pino';
import type { ServerBuild } from 'react-router';
import type { Config } from '../config/env.server';
import type { DatabaseHandle } from '../db/client.server';
import { createSession, deleteSession, getSessionUser } from '../domain/accounts/sessions.server';
import {
  createAdminSession,
  deleteAdminSession,
  getAdminSession,
} from '../domain/admin/admin-sessions.server';
import { type RecipientSession, requestActor } from '../domain/campaigns/permissions';
import {
  createRecipientSession,
  endRecipientSession,
  getRecipientSession,
} from '../domain/recipients/recipient-sessions.server';
import type { AuditOrigin } from '../domain/shared/audit.server';
import { visitorLanguageOf } from '../domain/shared/locales';
import { createApiRouter } from './api';
import { errorHandler } from './http/errors';
import { isLocalRequest } from './http/local-request';
import { pageBodyLimit } from './http/page-body-limit';
import { precompressedAssets } from './http/precompressed-assets';
import { countRequestsInFlight } from './http/request-activity';
import { requestLogging } from './http/request-logging';
import { sameOriginOnly } from './http/same-origin';
import { nonceMiddleware, securityHeaders } from './http/security-headers';
import {
  adminSessionCookie,
  clearedAdminSessionCookie,
  clearedRecipientSessionCookie,
  clearedSessionCookie,
  readAdminSessionToken,
  readRecipientSessionToken,
  readSessionId,
  recipientSessionCookie,
  sessionCookie,
} from './http/session-cookie';
import { shareImagesRouter } from './http/share-images';
import { visitorOf } from './http/shared-pages';
import { topLevelFiles } from './http/top-level-files';
import { serveUploads } from './http/uploads';
import type { AppContext, Services } from './load-context';
import { createServices } from './services';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  /** The React Router server build, or a loader for it (Vite in development). Omitted: API only. */
  build?: ServerBuild | (() => Promise<ServerBuild>);
  /** Vite's dev middleware, in development only. */
  devMiddleware?: express.RequestHandler;
  clientDir?: string;
  /** Replaces the services chosen from the config (tests). */
  services?: Services;
}

/**
 * Brotli's window, 256 kB instead of its 4 MB default: larger than any page, and what a response holds while it is
 * compressed. A 100,000-row donor CSV sent as brotli grew the server by 34.7 MB with the default (over issue 15's
 * 30 MB), by a few MB with this window.
 */
const BROTLI_WINDOW_BITS = 18;

export function createApp({
  config,
  database,
  logger,
  build,
  devMiddleware,
  clientDir,
  services: givenServices,
}: AppOptions) {
  const services = givenServices ?? createServices(config, database, logger);
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  const secureCookies = config.isProduction;

  app.use(countRequestsInFlight());
  app.use(compression({ brotli: { params: { [zlibConstants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS } } }));
  app.use(requestLogging(logger));
  // First, so every answer carries them: assets, uploads, their 404s and /healthz too.
  app.use(nonceMiddleware());
  app.use(securityHeaders(config, { dev: Boolean(devMiddleware) }));

  app.get('/healthz', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    try {
      await withTimeout(database.ping(), 2000);
      res.json({ status: 'ok', database: database.kind });
    } catch {
      res.status(503).json({ status: 'unavailable', database: database.kind });
    }
  });

  app.use(services.fileStore.publicPath, serveUploads(services.fileStore));

  if (devMiddleware) app.use(devMiddleware);
  if (clientDir && existsSync(clientDir)) {
    // Hashed file names change with their content, so they can be cached for good.
    const assetsDir = path.join(clientDir, 'assets');
    app.use(
      '/assets',
      precompressedAssets(assetsDir),
      express.static(assetsDir, { immutable: true, maxAge: '1y', index: false }),
    );
    app.use(topLevelFiles(clientDir, { maxAge: '1h' }));
  }

  app.use(shareImagesRouter(database.db, services.fileStore));
  app.use(sameOriginOnly([config.baseUrl]));

  app.use(async (req, res, next) => {
    const sessionId = readSessionId(req.headers.cookie);
    res.locals.sessionId = sessionId;
    res.locals.user = sessionId ? await getSessionUser(database.db, sessionId) : null;
    // Only a request carrying the cookie pays for the lookup (and is never served a shared rendering).
    const recipientToken = readRecipientSessionToken(req.headers.cookie);
    res.locals.recipientToken = recipientToken;
    res.locals.recipient = recipientToken ? await getRecipientSession(database.db, recipientToken) : null;
    const adminToken = readAdminSessionToken(req.headers.cookie);
    res.locals.adminToken = adminToken;
    res.locals.admin = adminToken ? await getAdminSession(database.db, adminToken) : null;
    next();
  });

  const sessionControl = (res: Response) => ({
    async signIn(userId: number) {
      if (res.locals.sessionId) await deleteSession(database.db, res.locals.sessionId);
      const sessionId = await createSession(database.db, userId);
      res.locals.sessionId = sessionId;
      return sessionCookie(sessionId, secureCookies);
    },
    async startRecipientSession(recipientAccessId: number, expiresAt: Date) {
      const token = await createRecipientSession(database.db, recipientAccessId);
      return recipientSessionCookie(token, expiresAt, secureCookies);
    },
    async endRecipientSession(origin: AuditOrigin) {
      if (res.locals.recipientToken) {
        await endRecipientSession(
          database.db,
          { token: res.locals.recipientToken, session: recipientOf(res) },
          origin,
        );
      }
      res.locals.recipientToken = undefined;
      res.locals.recipient = null;
      return clearedRecipientSessionCookie(secureCookies);
    },
    async signInAdmin(userId: number) {
      if (res.locals.adminToken) await deleteAdminSession(database.db, res.locals.adminToken);
      const token = await createAdminSession(database.db, userId);
      res.locals.adminToken = token;
      return adminSessionCookie(token, secureCookies);
    },
    async signOutAdmin() {
      if (res.locals.adminToken) await deleteAdminSession(database.db, res.locals.adminToken);
      res.locals.adminToken = undefined;
      res.locals.admin = null;
      return clearedAdminSessionCookie(secureCookies);
    },
    async signOut() {
      if (res.locals.sessionId) await deleteSession(database.db, res.locals.sessionId);
      res.locals.sessionId = undefined;
      res.locals.user = null;
      return clearedSessionCookie(secureCookies);
    },
  });

  const contextFor = (req: Request, res: Response): AppContext => {
    const log = req.log ?? logger;
    const visitor = visitorOf(req);
    const afterResponse = (task: () => Promise<unknown>) => {
      res.once('finish', () => {
        task().catch((error) => log.error({ err: error }, 'work after the response failed'));
      });
    };
    return {
      db: database.db,
      config,
      logger: log,
      requestId: String(req.id ?? ''),
      nonce: res.locals.nonce,
      ...visitor,
      locale: visitorLanguageOf({ get: (name) => req.get(name) }),
      isLocalRequest: isLocalRequest(req.socket.remoteAddress, req.headers),
      user: res.locals.user ?? null,
      admin: res.locals.admin ?? null,
      actor: requestActor(res.locals.user ?? null, res.locals.admin ?? null, recipientOf(res)),
      session: sessionControl(res),
      services,
      afterResponse,
      sharePage(options) {
        res.locals.sharedPage = options;
        const { onServe } = options;
        if (onServe) afterResponse(() => onServe(visitor));
      },
    };
  };

  app.use('/api', createApiRouter({ contextFor }));

  if (build) {
    // A page's words follow the reader's language: the cookie of their choice, else Accept-Language (decision 025).
    app.use((_req, res, next) => {
      res.vary('Accept-Language');
      res.vary('Cookie');
      next();
    });
    app.use(services.sharedPages.middleware);
    app.use(pageBodyLimit());
    app.all('/{*splat}', createRequestHandler({ build, getLoadContext: contextFor, mode: config.env }));
  }
  app.use(errorHandler);
  return app;
}

function recipientOf(res: Response): RecipientSession | null {
  const found = res.locals.recipient as (RecipientSession & { expiresAt: Date }) | null | undefined;
  return found ? { accessId: found.accessId, campaignId: found.campaignId } : null;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
