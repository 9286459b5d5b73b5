import { redirect } from 'react-router';
import { safeRedirect } from '../../domain/shared/safe-redirect';
import type { Route } from './+types/recipient-sign-out';

/**
 * The recipient's Sign out (issue 33 item 3): a POST form, so a link or a prefetch cannot end it. The session row is
 * deleted and the cookie cleared; the page opens again as any visitor sees it.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const cookie = await context.session.endRecipientSession({
    ipAddress: context.ipAddress,
    userAgent: context.userAgent,
  });
  return redirect(safeRedirect(new URL(request.url).searchParams.get('to')), {
    headers: { 'Set-Cookie': cookie },
  });
}

export function loader() {
  return redirect('/');
}
