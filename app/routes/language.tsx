import { data, redirect } from 'react-router';
import { isLocale, localeCookie, messageIn } from '../../domain/shared/locales';
import { safeRedirect } from '../../domain/shared/safe-redirect';
import { m } from '../../paraglide/messages';
import { refusal } from '../lib/form-result.server';
import { readForm } from '../lib/read-form.server';
import type { Route } from './+types/language';

/**
 * The language switcher's form (decision 025): keeps the choice in a cookie. Without script it goes back to the
 * address it came from; with script it answers in place and the page's loaders run again in the new language.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const locale = form.get('locale');
  if (!isLocale(locale)) throw refusal(400, messageIn(context.locale, m.refusal_language_not_offered));
  const headers = { 'Set-Cookie': localeCookie(locale, context.config.isProduction) };
  if (form.get('enhanced') === 'true') return data({ ok: true as const }, { headers });
  return redirect(safeRedirect(form.get('returnTo'), '/'), { status: 303, headers });
}

export function loader() {
  return redirect('/');
}
