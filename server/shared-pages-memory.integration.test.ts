import { ServerResponse } from 'node:http';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.server';
import { createCampaign, createUser } from '../seed/factories';
import { startTestApp, type TestApp } from '../tests/setup/test-app';
import { createTestDatabase } from '../tests/setup/test-database';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

let database: DatabaseHandle;
let app: TestApp;
const responses: Array<WeakRef<ServerResponse>> = [];
const originalEnd = ServerResponse.prototype.end;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await startTestApp(database, {}, { pages: true });
  // Every response the app ends, held weakly: what is still reachable after a collection is kept by something.
  ServerResponse.prototype.end = function end(this: ServerResponse, ...args: unknown[]) {
    responses.push(new WeakRef(this));
    return (originalEnd as (...rest: unknown[]) => ServerResponse).apply(this, args);
  } as typeof originalEnd;
});
afterAll(async () => {
  ServerResponse.prototype.end = originalEnd;
  await app.close();
  await database.close();
});

/** Issue 17 item 11: the soak's leak. Each shared copy kept its rendering request alive, and a refresh the copy before. */
describe('shared renderings of the campaign page', () => {
  it('when many copies are kept, then none of them keeps the request that rendered it', async () => {
    const organizer = await createUser(database.db);
    await createCampaign(database.db, { organizerId: organizer.id, customUrl: 'rip-kept-copies' });
    for (let visitor = 0; visitor < 20; visitor++) {
      const response = await app.fetch(`/campaign/rip-kept-copies?ref=${visitor}`);
      expect(response.status).toBe(200);
      await response.text();
    }
    // A response may still be held for a moment by its socket's last write on a loaded machine; a leak holds it for
    // good. So the count is read after each of a few collections, until it falls or the tries run out.
    let stillHeld = responses.length;
    for (let attempt = 0; attempt < 20 && stillHeld >= 3; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      collectGarbage();
      await new Promise((resolve) => setImmediate(resolve));
      collectGarbage();
      stillHeld = responses.filter((response) => response.deref() !== undefined).length;
    }
    expect(stillHeld).toBeLessThan(3);
  });
});
