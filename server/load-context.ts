import type { Logger } from 'pino';
import type { Config } from '../config/env.server';
import type { Database } from '../db/client.server';
import type { CurrentUser } from '../domain/accounts/sessions.server';
import type { CampaignPageReader } from '../domain/campaigns/get-campaign-page.server';
import type { CampaignActor } from '../domain/campaigns/permissions';
import type { CampaignViewRecorder } from '../domain/campaigns/record-campaign-view.server';
import type { Mailer } from '../domain/notifications/send-email.server';
import type { AuditOrigin } from '../domain/shared/audit.server';
import type { Locale } from '../domain/shared/locales';
import type { Limiters } from '../domain/shared/rate-limits';
import type { PaymentProvider } from '../integrations/payments';
import type { FileStore } from '../integrations/storage/file-store';
import type { TributeWriter } from '../integrations/tribute-writer/tribute-writer';
import type { SharedPageOptions, SharedPages } from './http/shared-pages';

/** What every loader and action receives as `context`. Built per request by server/app.ts. */
// A type alias (not an interface) so it satisfies AppLoadContext's index signature.
export type AppContext = {
  db: Database;
  config: Config;
  logger: Logger;
  requestId: string;
  /** Per-request CSP nonce for inline scripts. */
  nonce: string;
  ipAddress: string;
  userAgent: string;
  /** The language the visitor reads: their choice (cookie), else Accept-Language, else English (decision 025). */
  locale: Locale;
  /** Sent from this machine itself, not through a proxy (server/http/local-request.ts). */
  isLocalRequest: boolean;
  user: CurrentUser | null;
  /** The admin session's user (its own cookie; domain/admin/require-admin.ts): only the admin area reads it. */
  admin: CurrentUser | null;
  /** Who the request speaks for on a campaign: the user and any recipient session (domain/campaigns/permissions.ts). */
  actor: CampaignActor;
  session: SessionControl;
  services: Services;
  /** Runs `task` once the response has been sent (work the visitor need not wait for); failures are logged. */
  afterResponse(task: () => Promise<unknown>): void;
  /**
   * Lets anonymous visitors share this page's rendering until what it shows changes (server/http/shared-pages.ts).
   * `onServe` runs after this response and after every shared copy, with that visitor: per-view work goes there.
   */
  sharePage(options: SharedPageOptions): void;
};

/** Outside services, chosen once at start from the config (server/services). */
export interface Services {
  mailer: Mailer;
  /** Named limits only: `limiterFor(rateLimiters, name)` with a name of domain/shared/rate-limits.ts. */
  rateLimiters: Limiters;
  /** Stripe when configured, otherwise the offline sandbox. */
  paymentProvider: PaymentProvider;
  /** CARD_PAYMENTS: off offers wallet gifts only (config/env.server.ts). */
  cardPayments: 'on' | 'off';
  fileStore: FileStore;
  tributeWriter: TributeWriter;
  recordCampaignView: CampaignViewRecorder;
  readCampaignPage: CampaignPageReader;
  sharedPages: SharedPages;
  /**
   * Drops the campaign's shared read and marks its shared renderings stale, in every process
   * (server/services/campaign-changes.ts): the next visitor renders the change, the others see it within seconds.
   */
  campaignChanged(campaignId: number): void;
  /** In this process only: what another process's `campaignChanged` announced. */
  forgetCampaign(campaignId: number): void;
  /** In this process only, every campaign: after announcements may have been missed. */
  forgetAllCampaigns(): void;
}

export interface SessionControl {
  /** Starts a fresh session (a new id: never reuse one from before sign-in) and returns its Set-Cookie header. */
  signIn(userId: number): Promise<string>;
  /** Ends the current session and returns the Set-Cookie header that clears it. */
  signOut(): Promise<string>;
  /** Starts a fresh admin session (its own cookie, rotated here) and returns its Set-Cookie header. */
  signInAdmin(userId: number): Promise<string>;
  /** Ends the admin session and returns the Set-Cookie header that clears it. */
  signOutAdmin(): Promise<string>;
  /** Starts a recipient session (decision 009) for a validated access code; returns its Set-Cookie header. */
  startRecipientSession(recipientAccessId: number, expiresAt: Date): Promise<string>;
  /** Ends the recipient session server-side (its row deleted, audited); returns the Set-Cookie header that clears it. */
  endRecipientSession(origin: AuditOrigin): Promise<string>;
}

declare module 'react-router' {
  interface AppLoadContext extends AppContext {}
}
