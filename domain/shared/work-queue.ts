import { RateLimitedError, ServiceUnavailableError } from './errors';

const RETRY_AFTER_SECONDS = 5;

export interface WorkQueue {
  /**
   * Runs `work` when a slot is free. `visitor` (an address) shares the line fairly with the others: waiting jobs
   * start one visitor at a time in turn, and a visitor past their share is refused. Without one, the job is a
   * visitor of its own.
   */
  run<T>(work: () => Promise<T>, visitor?: string): Promise<T>;
}

interface VisitorShare {
  /** Most jobs one visitor may have running or waiting; the next is refused with 429 and `flooding`. */
  most: number;
  flooding: string;
}

/**
 * At most `running` jobs at once and `waiting` more in line; anything beyond is refused at once with 503, `busy`
 * and Retry-After rather than queued without end, so a burst of heavy work slows that work, never the pages.
 * With `perVisitor`, one visitor's flood is refused with 429 long before the line is full, and the line is served
 * round-robin across visitors, so the others keep their turn (issue 31).
 */
export function createWorkQueue({
  running,
  waiting,
  busy,
  perVisitor,
}: {
  running: number;
  waiting: number;
  busy: string;
  perVisitor?: VisitorShare;
}): WorkQueue {
  let active = 0;
  let waitingCount = 0;
  /** Each visitor's waiting jobs, oldest first; the map's order is the order of turns. */
  const lines = new Map<string | symbol, Array<() => void>>();
  /** Jobs each visitor has running or waiting. */
  const held = new Map<string | symbol, number>();

  const nextInTurn = (): (() => void) | undefined => {
    const first = lines.entries().next();
    if (first.done) return undefined;
    const [visitor, line] = first.value;
    const start = line.shift();
    lines.delete(visitor);
    // A visitor with more waiting goes to the back of the turns.
    if (line.length > 0) lines.set(visitor, line);
    waitingCount -= 1;
    return start;
  };

  return {
    async run(work, visitor) {
      const key = visitor ?? Symbol('job');
      const mine = held.get(key) ?? 0;
      if (perVisitor && mine >= perVisitor.most) {
        throw new RateLimitedError(RETRY_AFTER_SECONDS, perVisitor.flooding);
      }
      if (active >= running && waitingCount >= waiting) {
        throw new ServiceUnavailableError(busy, RETRY_AFTER_SECONDS);
      }
      held.set(key, mine + 1);
      try {
        if (active < running) {
          active += 1;
        } else {
          waitingCount += 1;
          // The finishing job hands its slot straight over, so `active` stays counted.
          await new Promise<void>((start) => {
            const line = lines.get(key);
            if (line) line.push(start);
            else lines.set(key, [start]);
          });
        }
        return await work();
      } finally {
        const left = (held.get(key) ?? 1) - 1;
        if (left > 0) held.set(key, left);
        else held.delete(key);
        const next = nextInTurn();
        if (next) next();
        else active -= 1;
      }
    },
  };
}
