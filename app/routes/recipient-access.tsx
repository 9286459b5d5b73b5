import { campaignPathOf } from '../../domain/campaigns/campaign-rules';
import { recipientAccessSchema } from '../../domain/recipients/recipient-access-schema';
import { validateRecipientAccess } from '../../domain/recipients/validate-recipient-access.server';
import { m } from '../../paraglide/messages';
import { AuthCard } from '../components/auth/auth-card';
import { pageMeta } from '../components/placeholder-page';
import { RecipientAccessForm } from '../components/recipient/recipient-access-form';
import { formFailure, formValues, signedInAnswer } from '../lib/form-result.server';
import { localeOfMatches, messageIn, useMessages } from '../lib/i18n';
import { readForm } from '../lib/read-form.server';
import type { Route } from './+types/recipient-access';

export { formActionHeaders as headers } from '../lib/action-headers';

export const meta: Route.MetaFunction = ({ matches }) => {
  const locale = localeOfMatches(matches);
  return [
    ...pageMeta(
      messageIn(locale, m.recipient_access_title),
      messageIn(locale, m.recipient_access_meta_description),
    ),
    { name: 'robots', content: 'noindex' },
    // The private link carries the code: never tell another site where the recipient came from.
    { name: 'referrer', content: 'no-referrer' },
  ];
};

/** The private link fills in the code (never the phone); the page then drops it from the address bar. */
export function loader({ request }: Route.LoaderArgs) {
  return { code: new URL(request.url).searchParams.get('code')?.slice(0, 40) ?? '' };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readForm(request);
  const values = formValues(formData);
  try {
    const attempt = recipientAccessSchema.parse({
      accessCode: formData.get('accessCode') ?? '',
      phone: formData.get('phone') ?? '',
    });
    const access = await validateRecipientAccess(context.db, attempt, {
      limiters: context.services.rateLimiters,
      ipAddress: context.ipAddress,
      userAgent: context.userAgent,
    });
    const cookie = await context.session.startRecipientSession(access.accessId, access.expiresAt);
    return signedInAnswer(formData, `${campaignPathOf(access.campaign)}?recipient_access`, cookie);
  } catch (error) {
    return formFailure(error, values, context.locale);
  }
}

export default function RecipientAccessRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useMessages();
  return (
    <AuthCard title={t(m.recipient_access_title)} intro={t(m.recipient_access_intro)}>
      <RecipientAccessForm code={loaderData.code} />
    </AuthCard>
  );
}
