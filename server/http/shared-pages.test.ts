import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import express, { type Response } from 'express';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bytesHeldBy, deflateParts } from '../../app/lib/gzip-parts.server';
import { createSharedPages, type PageVisitor, type SharedPageOptions, visitorOf } from './shared-pages';

interface Page {
  status?: number;
  headers?: Record<string, string>;
  share?: Omit<SharedPageOptions, 'onServe'> | false;
  /** Holds the render back until resolved: a slow page. */
  until?: Promise<void>;
}

const servers: { close(): void }[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** Express with the app's order: nonce, session, shared pages, then a page that streams its HTML in pieces. */
async function startSite(
  pageFor: (path: string) => Page,
  options: { now?: () => number; maxBytes?: number } = {},
) {
  const sharedPages = createSharedPages({
    keyOf: (req) => `${req.originalUrl}|${req.get('accept-language') ?? ''}`,
    logger: pino({ level: 'silent' }),
    ...options,
  });
  const renders: string[] = [];
  const served: PageVisitor[] = [];
  const app = express();
  app.use((req, res, next) => {
    res.locals.nonce = randomBytes(16).toString('base64');
    res.locals.sessionId = /session=(\w+)/.exec(req.get('cookie') ?? '')?.[1];
    next();
  });
  app.use(sharedPages.middleware);
  app.get('/{*path}', async (req, res: Response) => {
    const page = pageFor(req.path);
    await page.until;
    renders.push(req.path);
    if (page.share !== false) {
      const onServe = async (visitor: PageVisitor) => void served.push(visitor);
      res.locals.sharedPage = { tag: 'page', ...page.share, onServe } satisfies SharedPageOptions;
      // As the load context's sharePage does: the rendering response is served too.
      res.once('finish', () => onServe(visitorOf(req)));
    }
    res.status(page.status ?? 200);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    for (const [name, value] of Object.entries(page.headers ?? {})) res.setHeader(name, value);
    const nonce = res.locals.nonce as string;
    res.write(`<!doctype html><h1>Render ${renders.length} of ${req.path} ü</h1>`);
    res.end(`<script nonce="${nonce}">start()</script><script nonce="${nonce}">go()</script>`);
  });
  const server = app.listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${baseUrl}${path}`, { headers });
    return { status: response.status, headers: response.headers, body: await response.text() };
  };
  return { get, renders, served, sharedPages };
}

const noncesIn = (html: string) => [...html.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]);
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('shared pages', () => {
  it('when two anonymous visitors ask for a shared page, then it renders once and each copy has a nonce of its own', async () => {
    const site = await startSite(() => ({}));
    const first = await site.get('/campaign/rip-amani', { 'user-agent': 'phone-one' });
    const second = await site.get('/campaign/rip-amani', { 'user-agent': 'phone-two' });
    await settle();

    expect(site.renders).toEqual(['/campaign/rip-amani']);
    expect(second.body.replace(/nonce="[^"]+"/g, '')).toBe(first.body.replace(/nonce="[^"]+"/g, ''));
    expect(second.body).toContain('Render 1 of /campaign/rip-amani ü');
    const [firstNonce] = noncesIn(first.body);
    const secondNonces = noncesIn(second.body);
    expect(secondNonces).toHaveLength(2);
    expect(new Set(secondNonces).size).toBe(1);
    expect(secondNonces[0]).not.toBe(firstNonce);
    expect(second.headers.get('content-type')).toBe('text/html; charset=utf-8');
    // Per-view work runs for the copy too, with that visitor.
    expect(site.served.map((visitor) => visitor.userAgent)).toEqual(['phone-one', 'phone-two']);
  });

  it('when visitors differ in what the key holds (their language), then each gets a rendering of their own', async () => {
    const site = await startSite(() => ({}));
    await site.get('/', { 'accept-language': 'sw-KE' });
    await site.get('/', { 'accept-language': 'fr-FR' });
    await site.get('/', { 'accept-language': 'sw-KE' });
    expect(site.renders).toEqual(['/', '/']);
  });

  it('when the visitor has a session, or the page did not ask to be shared, then it is rendered every time', async () => {
    const site = await startSite((path) => (path === '/private' ? { share: false } : {}));
    await site.get('/campaign/a', { cookie: 'session=abc' });
    await site.get('/campaign/a', { cookie: 'session=abc' });
    await site.get('/private');
    await site.get('/private');
    expect(site.renders).toEqual(['/campaign/a', '/campaign/a', '/private', '/private']);
  });

  it.each([
    ['a status other than 200', { status: 404 }],
    ['a cookie being set', { headers: { 'Set-Cookie': 'tz=Africa%2FNairobi' } }],
    ['Cache-Control: no-store', { headers: { 'Cache-Control': 'no-store' } }],
    ['Cache-Control: private', { headers: { 'Cache-Control': 'private, max-age=0' } }],
    ['a body that is not HTML', { headers: { 'Content-Type': 'text/x-script' } }],
  ])('when the answer has %s, then it is never shared', async (_, page) => {
    const site = await startSite(() => page);
    await site.get('/page');
    await site.get('/page');
    expect(site.renders).toEqual(['/page', '/page']);
  });

  it('when a page is forgotten by its tag, then the next visitor gets a new rendering and other pages stay', async () => {
    const site = await startSite((path) => ({ share: { tag: path.startsWith('/campaign/a') ? 'a' : 'b' } }));
    await site.get('/campaign/a');
    await site.get('/campaign/a?ref=whatsapp');
    await site.get('/campaign/b');
    site.sharedPages.forget('a');
    await site.get('/campaign/a');
    await site.get('/campaign/a?ref=whatsapp');
    await site.get('/campaign/b');
    expect(site.renders).toEqual(['/campaign/a', '/campaign/a', '/campaign/b', '/campaign/a', '/campaign/a']);
  });

  it('when every page is forgotten, then each is rendered anew', async () => {
    const site = await startSite((path) => ({ share: { tag: path } }));
    await site.get('/campaign/a');
    await site.get('/campaign/b');
    site.sharedPages.forgetAll();
    await site.get('/campaign/a');
    await site.get('/campaign/b');
    expect(site.renders).toEqual(['/campaign/a', '/campaign/b', '/campaign/a', '/campaign/b']);
  });

  it('when a copy has gone stale, then one visitor renders anew while the others get the copy, never past its age limit', async () => {
    let now = 0;
    const waiting: (() => void)[] = [];
    const releaseRenders = () => {
      for (const release of waiting.splice(0)) release();
    };
    let slow = false;
    const site = await startSite(
      () => (slow ? { until: new Promise<void>((resolve) => waiting.push(resolve)) } : {}),
      { now: () => now },
    );
    await site.get('/');
    now = 2_500;
    slow = true;
    const refreshing = site.get('/');
    await vi.waitFor(() => expect(waiting).toHaveLength(1));
    const meanwhile = await site.get('/');
    expect(meanwhile.body).toContain('Render 1 of /');
    releaseRenders();
    expect((await refreshing).body).toContain('Render 2 of /');
    expect((await site.get('/')).body).toContain('Render 2 of /');

    // A refresh that never finishes does not keep a copy alive forever.
    now = 5_000;
    const stuck = site.get('/');
    await vi.waitFor(() => expect(waiting).toHaveLength(1));
    now = 20_000;
    const afterLimit = site.get('/');
    await settle();
    expect(site.renders).toHaveLength(2);
    releaseRenders();
    await stuck;
    expect((await afterLimit).body).toMatch(/Render [34] of \//);
  });

  it('when a page is forgotten while it is being rendered, then that rendering is not kept', async () => {
    const waiting: (() => void)[] = [];
    let slow = true;
    const site = await startSite(() =>
      slow ? { until: new Promise<void>((resolve) => waiting.push(resolve)) } : {},
    );
    const rendering = site.get('/campaign/a');
    // Wait until the rendering has truly begun (a fixed pause is too short on a loaded machine).
    await vi.waitFor(() => expect(waiting).toHaveLength(1));
    // The contribution lands while the page that does not show it yet is being rendered.
    site.sharedPages.forget('page');
    slow = false;
    for (const release of waiting) release();
    await rendering;
    await site.get('/campaign/a');
    expect(site.renders).toEqual(['/campaign/a', '/campaign/a']);
  });

  it('when the copies outgrow the memory bound, then the least recently used go first', async () => {
    const measuring = await startSite(() => ({}));
    const { body } = await measuring.get('/1');
    // A copy weighs its HTML's pieces (cut at the nonce) and their deflated forms, kept to gzip it without
    // compressing it again.
    const nonce = /nonce="([^"]+)"/.exec(body)?.[1] as string;
    const copyBytes = bytesHeldBy(deflateParts(body.split(nonce).map((piece) => Buffer.from(piece))));
    const site = await startSite(() => ({}), { maxBytes: Math.floor(copyBytes * 5.5) });
    for (const path of ['/1', '/2', '/3', '/4', '/5', '/6', '/1', '/6']) await site.get(path);
    // Five copies fit: /6 pushed out /1, the least recently used.
    expect(site.renders).toEqual(['/1', '/2', '/3', '/4', '/5', '/6', '/1']);
  });
});
