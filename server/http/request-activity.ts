import type { Handler, Response } from 'express';

/**
 * The requests this process is answering now (one event loop, whatever the number of apps in it), less the
 * downloads that stepped back: what background work yields to.
 */
let answering = 0;
const waitingForQuiet = new Set<() => void>();
const COUNTED = Symbol('counted as answering');

function stopCounting(res: Response & { [COUNTED]?: boolean }) {
  if (!res[COUNTED]) return;
  res[COUNTED] = false;
  answering -= 1;
  if (answering === 0) for (const wake of [...waitingForQuiet]) wake();
}

/** Counts each request from its arrival until its answer is done or its connection gone. */
export function countRequestsInFlight(): Handler {
  return (_req, res, next) => {
    const counted = res as Response & { [COUNTED]?: boolean };
    counted[COUNTED] = true;
    answering += 1;
    res.once('close', () => stopCounting(counted));
    next();
  };
}

/** A long download takes itself out of the count: it waits for quiet rather than making others wait. */
export function stepBack(res: Response): void {
  stopCounting(res);
}

/**
 * Resolves when no request is being answered, or after `atMostMs` at the latest, so background work (a CSV's next
 * batch) runs between the pages yet still moves on when the pages never stop.
 */
export function quietOrAfter(atMostMs: number): Promise<void> {
  if (answering === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const wake = () => {
      clearTimeout(timer);
      waitingForQuiet.delete(wake);
      resolve();
    };
    const timer = setTimeout(wake, atMostMs);
    waitingForQuiet.add(wake);
  });
}
