import { data, Form, Link, redirect, useActionData, useNavigation } from 'react-router';
import { adminAccessOf, requireAdmin } from '../../domain/admin/require-admin';
import { NotFoundError } from '../../domain/shared/errors';
import { refusalKey } from '../../domain/shared/refusal-words';
import { m } from '../../paraglide/messages';
import { ADMIN_TAB_WORDS, AdminTabNav } from '../components/admin/admin-tab-nav';
import { AnalyticsTab } from '../components/admin/analytics-tab';
import { AuditTab } from '../components/admin/audit-tab';
import { CampaignsTab } from '../components/admin/campaigns-tab';
import { ContributionsTab } from '../components/admin/contributions-tab';
import { OverviewTab } from '../components/admin/overview-tab';
import { PayoutsTab } from '../components/admin/payouts-tab';
import { UsersTab } from '../components/admin/users-tab';
import { ViewsTab } from '../components/admin/views-tab';
import { FormAlert } from '../components/forms/form-alert';
import { pageMeta } from '../components/placeholder-page';
import { adminActionFailureTitle } from '../lib/admin/admin-action-failures';
import { ADMIN_ACTIONS, type AdminTabData, loadAdminTab } from '../lib/admin/admin-tabs.server';
import { type AdminTab, adminTabOf } from '../lib/admin-paths';
import { formFailure, formValues } from '../lib/form-result.server';
import { localeOfMatches, messageIn, useMessages } from '../lib/i18n';
import { readForm } from '../lib/read-form.server';
import { toast } from '../lib/toast';
import { useNewResult } from '../lib/use-new-result';
import type { Route } from './+types/admin-dashboard';

export const meta: Route.MetaFunction = ({ matches }) => {
  const locale = localeOfMatches(matches);
  return pageMeta(messageIn(locale, m.admin_dashboard_title), messageIn(locale, m.admin_meta_description));
};

export function headers() {
  return { 'Cache-Control': 'no-store' };
}

/**
 * /admin/pamoja-control-panel and /admin-dashboard: one screen of eight tabs (`?tab=`), each loaded on the server
 * with its own search, sort and page. Signed out (or an admin without an admin session): "Admin Access Required";
 * a signed-in user who is not an admin: "Access Denied".
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const access = adminAccessOf(context);
  if (access.state !== 'admin') {
    return data(
      { access: access.state, admin: null, view: null },
      { status: access.state === 'denied' ? 403 : 401 },
    );
  }
  const params = new URL(request.url).searchParams;
  const view = await loadAdminTab(adminTabOf(params.get('tab')), { context, params, admin: access.admin });
  return { access: access.state, admin: { email: access.admin.email }, view };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const intent = String(form.get('intent') ?? '');
  try {
    const admin = requireAdmin(context);
    if (intent === 'admin.sign-out') {
      throw redirect('/admin/login', { headers: { 'Set-Cookie': await context.session.signOutAdmin() } });
    }
    const perform = Object.hasOwn(ADMIN_ACTIONS, intent) ? ADMIN_ACTIONS[intent] : undefined;
    if (!perform) throw new NotFoundError(refusalKey('admin_refusal_unknown_action'));
    const params = new URL(request.url).searchParams;
    const done = await perform({ context, params, admin, form });
    return { ok: true as const, intent, ...done };
  } catch (error) {
    if (error instanceof Response) throw error;
    return formFailure(error, formValues(form), context.locale);
  }
}

export default function AdminDashboardRoute({ loaderData }: Route.ComponentProps) {
  const { access, admin, view } = loaderData;
  const { t } = useMessages();
  if (access === 'sign-in-required') {
    return (
      <AccessState title={t(m.admin_access_required_title)} message={t(m.admin_access_required_text)}>
        <Link to="/admin/login" className="button-primary">
          {t(m.admin_sign_in)}
        </Link>
      </AccessState>
    );
  }
  if (access === 'denied' || !view || !admin) {
    return (
      <AccessState title={t(m.admin_access_denied_title)} message={t(m.admin_access_denied_text)}>
        <Link to="/" className="button-primary">
          {t(m.admin_go_home)}
        </Link>
      </AccessState>
    );
  }
  return <Dashboard view={view} adminEmail={admin.email} />;
}

function AccessState({
  title,
  message,
  children,
}: {
  title: string;
  message: string;
  children: React.ReactNode;
}) {
  return (
    <section className="page-container py-20 text-center">
      <h1 className="font-serif text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-stone-700">{message}</p>
      <div className="mt-8">{children}</div>
    </section>
  );
}

function Dashboard({ view, adminEmail }: { view: AdminTabData; adminEmail: string }) {
  const { t } = useMessages();
  const result = useActionData<typeof action>();
  const submitting = useNavigation().state === 'submitting';
  useNewResult(result, (answer) => {
    if (answer.ok) toast({ title: answer.message, description: answer.description });
    else
      toast({
        title: t(adminActionFailureTitle(answer.values.intent)),
        description: answer.message,
        variant: 'destructive',
      });
  });
  const failure = result && !result.ok ? result.message : undefined;
  return (
    <section className="mx-auto w-full max-w-7xl px-3 py-6 sm:px-6" aria-busy={submitting}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-serif text-3xl font-bold text-stone-900">{t(m.admin_dashboard_title)}</h1>
        <Form method="post" className="flex items-center gap-3 text-sm text-stone-700">
          <span>{t(m.admin_signed_in_as, { email: adminEmail })}</span>
          <input type="hidden" name="intent" value="admin.sign-out" />
          <button type="submit" className="button-secondary min-h-11 px-3 py-1 text-sm">
            {t(m.admin_sign_out)}
          </button>
        </Form>
      </div>
      <AdminTabNav current={view.tab as AdminTab} />
      <div className="mt-6">
        <FormAlert message={failure} />
        <h2 className="sr-only">{t(ADMIN_TAB_WORDS[view.tab as AdminTab])}</h2>
        <TabPanel view={view} />
      </div>
    </section>
  );
}

function TabPanel({ view }: { view: AdminTabData }) {
  switch (view.tab) {
    case 'overview':
      return <OverviewTab data={view.data} />;
    case 'campaigns':
      return <CampaignsTab data={view.data} />;
    case 'contributions':
      return <ContributionsTab data={view.data} />;
    case 'users':
      return <UsersTab data={view.data} />;
    case 'payouts':
      return <PayoutsTab data={view.data} />;
    case 'analytics':
      return <AnalyticsTab data={view.data} />;
    case 'views':
      return <ViewsTab data={view.data} />;
    case 'audit':
      return <AuditTab data={view.data} />;
  }
}
