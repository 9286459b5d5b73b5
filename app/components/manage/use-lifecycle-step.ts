import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { postJson } from '../../lib/api-request';
import { toast } from '../../lib/toast';

export type LifecycleStep = 'end' | 'archive' | 'restore';

/** The toasts of each step: spec part 2 §8 for end and archive; restore in the same words. */
const TOASTS: Record<LifecycleStep, { success: string; failure: string }> = {
  end: { success: 'Campaign ended', failure: 'Failed to end campaign' },
  archive: { success: 'Campaign archived', failure: 'Failed to archive campaign' },
  restore: { success: 'Campaign restored', failure: 'Failed to restore campaign' },
};

/**
 * POST /api/campaigns/{id}/{step}, then the toast, then the page read again (ended or archived shows at once).
 * Resolves true when the step was made.
 */
export function useLifecycleStep(campaignId: number, step: LifecycleStep) {
  const [busy, setBusy] = useState(false);
  const revalidator = useRevalidator();

  async function run(): Promise<boolean> {
    if (busy) return false;
    setBusy(true);
    try {
      const answer = await postJson(`/api/campaigns/${campaignId}/${step}`, {}).catch(() => null);
      if (!answer?.ok) {
        toast({ title: 'Error', description: TOASTS[step].failure, variant: 'destructive' });
        return false;
      }
      toast({ title: TOASTS[step].success });
      await revalidator.revalidate();
      return true;
    } finally {
      setBusy(false);
    }
  }

  return { run, busy };
}
