import { writeFileSync } from 'node:fs';

/**
 * Preloaded by `npm run soak` into the server it measures (`node --expose-gc`), never by the app: on SIGUSR2 the
 * server collects its garbage and writes what it still holds to SOAK_MEMORY_FILE, so the soak compares live memory,
 * not what the allocator has not yet handed back.
 */
const collect = (globalThis as { gc?: () => void }).gc;
const file = process.env.SOAK_MEMORY_FILE;
if (collect && file) {
  process.on('SIGUSR2', () => {
    collect();
    collect();
    writeFileSync(file, JSON.stringify(process.memoryUsage()));
  });
}
