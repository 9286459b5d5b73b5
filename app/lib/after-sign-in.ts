import type { NavigateFunction } from 'react-router';
import { campaignPathOf } from '../../domain/campaigns/campaign-rules';
import { getPendingCampaign, submitPendingCampaign } from './pending-campaign';
import { toast } from './toast';

export type SignInKind = 'sign-in' | 'sign-up';

/**
 * Where a person goes once signed in (spec part 1 §4): a saved campaign draft is created and its page opens;
 * if that fails they go back to /create-campaign (the draft stays saved). Without a draft: `destination`.
 */
export async function continueAfterSignIn(
  navigate: NavigateFunction,
  { kind, destination }: { kind: SignInKind; destination: string },
): Promise<void> {
  const draft = getPendingCampaign();
  if (!draft) {
    await navigate(destination, { replace: true });
    return;
  }
  try {
    const created = await submitPendingCampaign(draft);
    await navigate(campaignPathOf(created), { replace: true });
  } catch {
    toast(
      kind === 'sign-in'
        ? {
            title: 'Campaign creation failed, please try creating your campaign again',
            variant: 'destructive',
          }
        : {
            title: 'Campaign creation failed',
            description: 'Please try creating your campaign again.',
            variant: 'destructive',
          },
    );
    await navigate('/create-campaign', { replace: true });
  }
}
