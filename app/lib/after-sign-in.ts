import type { NavigateFunction } from 'react-router';
import { campaignPathOf } from '../../domain/campaigns/campaign-rules';
import { type Locale, messageIn } from '../../domain/shared/locales';
import { m } from '../../paraglide/messages';
import { getPendingCampaign, submitPendingCampaign } from './pending-campaign';
import { toast } from './toast';

export type SignInKind = 'sign-in' | 'sign-up';

/**
 * Where a person goes once signed in (spec part 1 §4): a saved campaign draft is created and its page opens;
 * if that fails they go back to /create-campaign (the draft stays saved), told so in the page's `locale`. Without a
 * draft: `destination`.
 */
export async function continueAfterSignIn(
  navigate: NavigateFunction,
  { kind, destination }: { kind: SignInKind; destination: string },
  locale: Locale,
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
        ? { title: messageIn(locale, m.after_sign_in_failed), variant: 'destructive' }
        : {
            title: messageIn(locale, m.after_sign_in_failed_title),
            description: messageIn(locale, m.after_sign_in_failed_description),
            variant: 'destructive',
          },
    );
    await navigate('/create-campaign', { replace: true });
  }
}
