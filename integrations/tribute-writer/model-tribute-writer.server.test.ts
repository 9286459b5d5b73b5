import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createModelTributeWriter } from './model-tribute-writer.server';
import type { TributeWriter } from './tribute-writer';

/** A local OpenAI-compatible chat-completions server whose behaviour each test picks. */
let behaviour: (req: IncomingMessage, body: string, res: ServerResponse) => void;
let server: Server;
let baseUrl: string;
const requests: Array<{ headers: IncomingMessage['headers']; body: Record<string, unknown>; path?: string }> =
  [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      requests.push({ headers: req.headers, body: JSON.parse(body || '{}'), path: req.url });
      behaviour(req, body, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const fallback: TributeWriter = { write: async () => 'The offline composer wrote this.' };
const request = { deceasedName: 'Amara Okafor', relationship: 'child', location: 'Enugu' };

function answer(res: ServerResponse, status: number, payload: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(payload));
}

describe('model tribute writer', () => {
  it('when the model answers, then its text is the tribute, asked with the key and the facts', async () => {
    behaviour = (_req, _body, res) =>
      answer(res, 200, {
        choices: [{ message: { content: '"Amara lit up every room in Enugu she walked into."' } }],
      });
    const writer = createModelTributeWriter({ apiKey: 'sk-test', apiUrl: baseUrl, fallback });
    expect(await writer.write(request)).toBe('Amara lit up every room in Enugu she walked into.');
    const sent = requests.at(-1)!;
    expect(sent.path).toBe('/v1/chat/completions');
    expect(sent.headers.authorization).toBe('Bearer sk-test');
    expect(JSON.stringify(sent.body.messages)).toContain('Amara Okafor');
    expect(JSON.stringify(sent.body.messages)).toContain('Enugu');
  });

  it('when the organizer reads Swahili, then the model is asked for the tribute in Swahili, and so is the composer', async () => {
    behaviour = (_req, _body, res) =>
      answer(res, 200, {
        choices: [{ message: { content: 'Kwa mioyo mizito, tunamkumbuka Amara Okafor.' } }],
      });
    const asked: unknown[] = [];
    const writer = createModelTributeWriter({
      apiUrl: baseUrl,
      fallback: {
        write: async (fallbackRequest) => {
          asked.push(fallbackRequest);
          return 'Pumzika kwa amani.';
        },
      },
    });
    expect(await writer.write({ ...request, locale: 'sw' })).toBe(
      'Kwa mioyo mizito, tunamkumbuka Amara Okafor.',
    );
    expect(JSON.stringify(requests.at(-1)!.body.messages)).toContain('in standard Swahili');
    behaviour = (_req, _body, res) => answer(res, 500, { error: 'boom' });
    expect(await writer.write({ ...request, locale: 'sw' })).toBe('Pumzika kwa amani.');
    expect(asked).toEqual([{ ...request, locale: 'sw' }]);
  });

  it('when the model fails with 500, then the composer writes it', async () => {
    behaviour = (_req, _body, res) => answer(res, 500, { error: 'boom' });
    const writer = createModelTributeWriter({ apiUrl: baseUrl, fallback });
    expect(await writer.write(request)).toBe('The offline composer wrote this.');
  });

  it('when the model is too slow, then the timeout gives the composer text', async () => {
    behaviour = () => {
      // never answers
    };
    const writer = createModelTributeWriter({ apiUrl: baseUrl, fallback, timeoutMs: 200 });
    const started = Date.now();
    expect(await writer.write(request)).toBe('The offline composer wrote this.');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('when the model answers nothing usable, then the composer writes it', async () => {
    behaviour = (_req, _body, res) => answer(res, 200, { choices: [] });
    const writer = createModelTributeWriter({ apiUrl: `${baseUrl}/chat/completions`, fallback });
    expect(await writer.write(request)).toBe('The offline composer wrote this.');
  });
});
