import type { AppLoadContext } from 'react-router';
import type { CurrentUser } from '../../../domain/accounts/sessions.server';

/** What a tab's loader receives: the request's context, its query string and the signed-in admin. */
export interface AdminTabRequest {
  context: AppLoadContext;
  params: URLSearchParams;
  admin: CurrentUser;
}

/** A form the tab posts (a hidden `intent` names it): it throws a domain error, or says what it did. */
export type AdminAction = (
  request: AdminTabRequest & { form: FormData },
) => Promise<{ message: string; description?: string }>;
