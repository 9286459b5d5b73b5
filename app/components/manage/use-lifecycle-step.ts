import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { m } from '../../../paraglide/messages';
import { postJson } from '../../lib/api-request';
import { useMessages } from '../../lib/i18n';
import { toast } from '../../lib/toast';

export type LifecycleStep = 'end' | 'archive' | 'restore';

/** The toasts of each step: spec part 2 §8 for end and archive; restore in the same words. */
const TOASTS = {
  end: { success: m.manage_lifecycle_ended, failure: m.manage_lifecycle_end_failed },
  archive: { success: m.manage_lifecycle_archived, failure: m.manage_lifecycle_archive_failed },
  restore: { success: m.manage_lifecycle_restored, failure: m.manage_lifecycle_restore_failed },
} satisfies Record<LifecycleStep, unknown>;

/**
 * POST /api/campaigns/{id}/{step}, then the toast, then the page read again (ended or archived shows at once).
 * Resolves true when the step was made.
 */
export function useLifecycleStep(campaignId: number, step: LifecycleStep) {
  const { t } = useMessages();
  const [busy, setBusy] = useState(false);
  const revalidator = useRevalidator();

  async function run(): Promise<boolean> {
    if (busy) return false;
    setBusy(true);
    try {
      const answer = await postJson(`/api/campaigns/${campaignId}/${step}`, {}).catch(() => null);
      if (!answer?.ok) {
        toast({ title: t(m.manage_error), description: t(TOASTS[step].failure), variant: 'destructive' });
        return false;
      }
      toast({ title: t(TOASTS[step].success) });
      await revalidator.revalidate();
      return true;
    } finally {
      setBusy(false);
    }
  }

  return { run, busy };
}
