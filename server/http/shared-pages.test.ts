import { createHash, randomBytes } from 'node:crypto';
import { get as httpGet } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import express, { type Response } from 'express';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSharedPages, type PageVisitor, type SharedPageOptions, visitorOf } from './shared-pages';

interface Page {
  status?: number;
  headers?: Record<string, string>;
  share?: Omit<SharedPageOptions, 'onServe'> | false;
  /** Holds the render back until resolved: a slow page. */
  until?: Promise<void>;
  /** Text after the heading: a large page takes a while to compress once it is sent. */
  filler?: string;
}

const servers: { close(): void }[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

/** Express with the app's order: nonce and CSP, session, shared pages, then a page that streams its HTML in pieces. */
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
    res.setHeader(
      'Content-Security-Policy',
      `script-src 'self' 'nonce-${res.locals.nonce}'; object-src 'none'`,
    );
    res.locals.sessionId = /session=(\w+)/.exec(req.get('cookie') ?? '')?.[1];
    next();
  });
  app.use(sharedPages.middleware);
  app.get('/{*path}', async (req, res: Response) => {
    const page = pageFor(req.path);
    // As a loader does, before the page is rendered.
    if (page.share !== false) {
      const onServe = async (visitor: PageVisitor) => void served.push(visitor);
      res.locals.sharedPage = { tag: 'page', ...page.share, onServe } satisfies SharedPageOptions;
      // As the load context's sharePage does: the rendering response is served too.
      res.once('finish', () => onServe(visitorOf(req)));
    }
    await page.until;
    renders.push(req.path);
    res.status(page.status ?? 200);
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    for (const [name, value] of Object.entries(page.headers ?? {})) res.setHeader(name, value);
    const nonce = res.locals.nonce as string;
    res.write(`<!doctype html><h1>Render ${renders.length} of ${req.path} ü</h1>${page.filler ?? ''}`);
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
  /** The bytes as sent, undecoded, and how they are encoded. */
  const raw = (path: string, acceptEncoding: string) =>
    new Promise<{ encoding?: string; bytes: Buffer }>((resolve, reject) => {
      // As fetch asks (the key holds the language).
      const headers = { 'accept-encoding': acceptEncoding, 'accept-language': '*' };
      httpGet(`${baseUrl}${path}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ encoding: response.headers['content-encoding'], bytes: Buffer.concat(chunks) }),
        );
      }).on('error', reject);
    });
  return { get, raw, renders, served, sharedPages };
}

const noncesIn = (html: string) => [...html.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]);
/** Time for a response to end and its copy to be compressed and kept. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
/** Pages held back until released: a slow render. */
function holdBack() {
  const waiting: (() => void)[] = [];
  return {
    waiting,
    page: (): Page => ({ until: new Promise<void>((resolve) => waiting.push(resolve)) }),
    release() {
      for (const release of waiting.splice(0)) release();
    },
  };
}

describe('shared pages', () => {
  it('when two anonymous visitors ask for a shared page, then it renders once and the copy allows its scripts by their hashes, not a nonce', async () => {
    const site = await startSite(() => ({}));
    const first = await site.get('/campaign/rip-amani', { 'user-agent': 'phone-one' });
    const second = await site.get('/campaign/rip-amani', { 'user-agent': 'phone-two' });
    const third = await site.get('/campaign/rip-amani', { 'user-agent': 'phone-three' });
    await settle();

    expect(site.renders).toEqual(['/campaign/rip-amani']);
    // The rendering response has its own nonce; the copy has none, the same bytes and policy for everyone.
    expect(noncesIn(first.body)).toHaveLength(2);
    expect(second.body).toBe(first.body.replace(/ nonce="[^"]+"/g, ''));
    expect(third.body).toBe(second.body);
    expect(second.headers.get('content-security-policy')).toBe(
      `script-src 'self' ${sha256('start()')} ${sha256('go()')}; object-src 'none'`,
    );
    expect(third.headers.get('content-security-policy')).toBe(second.headers.get('content-security-policy'));
    expect(second.body).toContain('Render 1 of /campaign/rip-amani ü');
    expect(second.headers.get('content-type')).toBe('text/html; charset=utf-8');
    // Per-view work runs for the copy too, with that visitor.
    expect(site.served.map((visitor) => visitor.userAgent)).toEqual([
      'phone-one',
      'phone-two',
      'phone-three',
    ]);
  });

  it('when a copy is kept, then it is compressed once as brotli and gzip and each client gets what it accepts', async () => {
    const site = await startSite(() => ({}));
    const { body } = await site.get('/campaign/rip-amani');
    await settle();
    const copy = body.replace(/ nonce="[^"]+"/g, '');
    const brotli = await site.raw('/campaign/rip-amani', 'gzip, deflate, br');
    const gzipped = await site.raw('/campaign/rip-amani', 'gzip');
    const plain = await site.raw('/campaign/rip-amani', 'identity');
    expect([brotli.encoding, gzipped.encoding, plain.encoding]).toEqual(['br', 'gzip', undefined]);
    expect(brotliDecompressSync(brotli.bytes).toString()).toBe(copy);
    expect(gunzipSync(gzipped.bytes).toString()).toBe(copy);
    expect(plain.bytes.toString()).toBe(copy);
    // Kept bytes: the next brotli answer is the very same.
    expect((await site.raw('/campaign/rip-amani', 'br')).bytes.equals(brotli.bytes)).toBe(true);
    expect(site.renders).toHaveLength(1);
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

  it('when a page is forgotten by its tag, then its next visitor renders it anew and other pages stay', async () => {
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

  it('when a changed page is being rendered anew, then the others get the copy before it for two seconds, then wait for the new one', async () => {
    let now = 0;
    const slow = holdBack();
    let holding = false;
    const site = await startSite(() => (holding ? slow.page() : {}), { now: () => now });
    await site.get('/');
    await settle();
    site.sharedPages.forget('page');
    holding = true;
    const refreshing = site.get('/');
    await vi.waitFor(() => expect(slow.waiting).toHaveLength(1));
    now = 1_900;
    const meanwhile = await Promise.all([site.get('/'), site.get('/'), site.get('/')]);
    for (const copy of meanwhile) expect(copy.body).toContain('Render 1 of /');
    now = 2_100;
    const late = [site.get('/'), site.get('/')];
    await settle();
    slow.release();
    expect((await refreshing).body).toContain('Render 2 of /');
    for (const copy of await Promise.all(late)) expect(copy.body).toContain('Render 2 of /');
    // One rendering for the change, however many visitors came meanwhile.
    expect(site.renders).toEqual(['/', '/']);
  });

  it('when changes come faster than the page renders (a busy campaign), then one rendering at a time, each kept when done', async () => {
    let now = 0;
    const slow = holdBack();
    let holding = false;
    const site = await startSite(() => (holding ? slow.page() : {}), { now: () => now });
    await site.get('/');
    await settle();
    holding = true;
    site.sharedPages.forget('page');
    const refreshing = site.get('/');
    await vi.waitFor(() => expect(slow.waiting).toHaveLength(1));
    // More gifts land while the new copy renders: the visitors meanwhile get the copy before it, nobody renders.
    now = 500;
    site.sharedPages.forget('page');
    now = 1_000;
    site.sharedPages.forget('page');
    for (const copy of await Promise.all([site.get('/'), site.get('/'), site.get('/')])) {
      expect(copy.body).toContain('Render 1 of /');
    }
    expect(site.renders).toEqual(['/']);
    slow.release();
    expect((await refreshing).body).toContain('Render 2 of /');
    await settle();
    // Kept though a change came while it rendered: served while the next visitor renders the next.
    const next = site.get('/');
    await vi.waitFor(() => expect(slow.waiting).toHaveLength(1));
    expect((await site.get('/')).body).toContain('Render 2 of /');
    slow.release();
    expect((await next).body).toContain('Render 3 of /');
    expect(site.renders).toEqual(['/', '/', '/']);
  });

  it('when a visitor has just been sent the changed page, then the next gets it too while it is compressed, not the copy before it', async () => {
    // Random text: brotli takes a while over it, so the copy is still being made when the next visitor comes.
    const filler = randomBytes(400_000).toString('base64');
    const site = await startSite(() => ({ filler }));
    await site.get('/');
    // Comes while the first copy is compressed: waits for it, so the copy is kept once this answers.
    expect((await site.get('/')).body).toContain('Render 1 of /');
    site.sharedPages.forget('page');
    expect((await site.get('/')).body).toContain('Render 2 of /');
    expect((await site.get('/')).body).toContain('Render 2 of /');
    expect(site.renders).toEqual(['/', '/']);
  });

  it('when a copy grows old without a change, then one visitor renders anew while the others get it', async () => {
    let now = 0;
    const slow = holdBack();
    let holding = false;
    const site = await startSite(() => (holding ? slow.page() : {}), { now: () => now });
    await site.get('/');
    await settle();
    now = 2_500;
    holding = true;
    const refreshing = site.get('/');
    await vi.waitFor(() => expect(slow.waiting).toHaveLength(1));
    expect((await site.get('/')).body).toContain('Render 1 of /');
    slow.release();
    expect((await refreshing).body).toContain('Render 2 of /');
    await settle();
    expect((await site.get('/')).body).toContain('Render 2 of /');
    expect(site.renders).toHaveLength(2);
  });

  it('when many visitors open a page nobody has yet, then those who come after its loader asked to share it wait for its one rendering', async () => {
    const slow = holdBack();
    const site = await startSite(() => slow.page());
    const first = site.get('/campaign/a');
    await vi.waitFor(() => expect(slow.waiting).toHaveLength(1));
    const others = [site.get('/campaign/a'), site.get('/campaign/a')];
    await settle();
    slow.release();
    const bodies = (await Promise.all([first, ...others])).map((answer) => answer.body);
    expect(site.renders).toEqual(['/campaign/a']);
    expect(bodies[1]).toBe(bodies[0]?.replace(/ nonce="[^"]+"/g, ''));
  });

  it('when one page changes while another is being rendered, then the other rendering is kept', async () => {
    const slow = holdBack();
    let holding = false;
    const site = await startSite((path) => ({
      ...(holding ? slow.page() : {}),
      share: { tag: path },
    }));
    await site.get('/campaign/b');
    await settle();
    holding = true;
    const rendering = site.get('/campaign/a');
    await vi.waitFor(() => expect(slow.waiting).toHaveLength(1));
    slow.release();
    await vi.waitFor(() => expect(site.renders).toContain('/campaign/a'));
    site.sharedPages.forget('/campaign/b');
    holding = false;
    await rendering;
    await settle();
    await site.get('/campaign/a');
    expect(site.renders.filter((path) => path === '/campaign/a')).toHaveLength(1);
  });

  it('when a page is forgotten while it is being rendered, then that rendering is kept but stale: the next visitor renders again', async () => {
    const slow = holdBack();
    let holding = true;
    const site = await startSite(() => (holding ? slow.page() : {}));
    const rendering = site.get('/campaign/a');
    // Wait until the rendering has truly begun (a fixed pause is too short on a loaded machine).
    await vi.waitFor(() => expect(slow.waiting).toHaveLength(1));
    // The contribution lands while the page that does not show it yet is being rendered.
    site.sharedPages.forget('page');
    holding = false;
    slow.release();
    await rendering;
    await settle();
    await site.get('/campaign/a');
    await settle();
    expect(site.renders).toEqual(['/campaign/a', '/campaign/a']);
  });

  it('when a page is forgotten while it is being rendered, then a visitor arriving meanwhile renders it anew rather than wait for what it was (an archived page is gone at once)', async () => {
    const slow = holdBack();
    let holding = true;
    const site = await startSite(() => (holding ? slow.page() : { status: 404, share: false }));
    const before = site.get('/campaign/a');
    await vi.waitFor(() => expect(slow.waiting).toHaveLength(1));
    site.sharedPages.forget('page');
    holding = false;
    const after = site.get('/campaign/a');
    await vi.waitFor(() => expect(site.renders).toContain('/campaign/a'));
    slow.release();
    expect((await before).status).toBe(200);
    expect((await after).status).toBe(404);
    await settle();
    expect((await site.get('/campaign/a')).status).toBe(404);
  });

  it('when the copies outgrow the memory bound, then the least recently used go first', async () => {
    const measuring = await startSite(() => ({}));
    await measuring.get('/1');
    await settle();
    // A copy weighs its three forms: plain, brotli and gzip.
    const copyBytes = (
      await Promise.all(['identity', 'br', 'gzip'].map((encoding) => measuring.raw('/1', encoding)))
    ).reduce((sum, { bytes }) => sum + bytes.length, 0);
    const site = await startSite(() => ({}), { maxBytes: Math.floor(copyBytes * 5.5) });
    for (const path of ['/1', '/2', '/3', '/4', '/5', '/6', '/1', '/6']) {
      await site.get(path);
      await settle();
    }
    // Five copies fit: /6 pushed out /1, the least recently used.
    expect(site.renders).toEqual(['/1', '/2', '/3', '/4', '/5', '/6', '/1']);
  });
});
