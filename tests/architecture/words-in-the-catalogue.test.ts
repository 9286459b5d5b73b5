import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Issue 32, decision 027: the files whose every word comes from the catalogue (messages/*.json), in the reader's
 * language. The list only grows: a file is added when its last English literal has moved into the catalogue.
 */
const FINISHED = [
  'app/routes/campaign-page.tsx',
  'app/routes/dashboard.tsx',
  'app/routes/account.tsx',
  'app/routes/give.tsx',
  'app/routes/mobile-wallet.tsx',
  'app/routes/report-page.tsx',
  'app/routes/create-campaign.tsx',
  'app/routes/family.tsx',
  'app/routes/family-index.tsx',
  'app/routes/family-budget.tsx',
  'app/routes/family-events.tsx',
  'app/routes/family-gifts.tsx',
  'app/routes/family-guestbook.tsx',
  'app/routes/family-in-person.tsx',
  'app/routes/family-share.tsx',
  'app/routes/family-thanks.tsx',
  'app/routes/family-updates.tsx',
  'app/routes/family-statement-file.ts',
  'app/routes/calendar.ts',
  'app/routes/rsvp.tsx',
  'app/routes/sign-guestbook.tsx',
  'app/routes/report-message.tsx',
  'app/routes/edit-campaign.tsx',
  'app/components/campaign/campaign-progress.tsx',
  'app/components/campaign/header-image-upload.tsx',
  'app/components/campaign/campaign-sidebar.tsx',
  'app/components/campaign/archived-notice.tsx',
  'app/components/campaign/campaign-not-found.tsx',
  'app/components/campaign/contribute-button.tsx',
  'app/components/campaign/family-bar.tsx',
  'app/components/campaign/given-in-person.server.tsx',
  'app/components/campaign/manage-card.tsx',
  'app/components/campaign/memorial-header.tsx',
  'app/components/campaign/organizer-tribute.tsx',
  'app/components/campaign/payment-chooser-dialog.tsx',
  'app/components/campaign/payouts-reached.tsx',
  'app/components/campaign/promo-card.tsx',
  'app/components/campaign/recipient-box.tsx',
  'app/components/campaign/report-page-link.tsx',
  'app/components/campaign/share-card.tsx',
  'app/components/campaign/tribute-photos.tsx',
  'app/components/campaign/tributes-list.tsx',
  'app/components/create-campaign/answer-input.tsx',
  'app/components/create-campaign/choice-answers.tsx',
  'app/components/create-campaign/create-summary.tsx',
  'app/components/create-campaign/creation-dialog.tsx',
  'app/components/create-campaign/currency-words.ts',
  'app/components/create-campaign/date-of-passing-input.tsx',
  'app/components/create-campaign/dialog-chrome.tsx',
  'app/components/create-campaign/labelled-fields.tsx',
  'app/components/create-campaign/lazy-creation-dialog.tsx',
  'app/components/create-campaign/live-moment.tsx',
  'app/components/create-campaign/local-date.ts',
  'app/components/create-campaign/password-answer.tsx',
  'app/components/create-campaign/phone-number-field.tsx',
  'app/components/create-campaign/photo-answer.tsx',
  'app/components/create-campaign/refusal-words.ts',
  'app/components/create-campaign/returning-organizer-notice.tsx',
  'app/components/create-campaign/same-person-notice.tsx',
  'app/components/create-campaign/select-answers.tsx',
  'app/components/create-campaign/step-checks.ts',
  'app/components/create-campaign/step-input-props.ts',
  'app/components/create-campaign/submit-campaign.ts',
  'app/components/create-campaign/terms-answer.tsx',
  'app/components/create-campaign/text-answers.tsx',
  'app/components/create-campaign/tribute-answer.tsx',
  'app/components/create-campaign/typed-text.tsx',
  'app/components/create-campaign/use-account-prefill.ts',
  'app/components/create-campaign/use-creation-actions.ts',
  'app/components/create-campaign/wizard-model.ts',
  'app/components/create-campaign/wizard-storage.ts',
  'app/components/create-campaign/wizard-styles.ts',
  'app/components/forms/password-field.tsx',
  'app/components/forms/photo-field.tsx',
  'app/components/forms/photo-picker.tsx',
  'app/lib/upload-image.ts',
  'app/components/contribution/contribution-wizard.tsx',
  'app/components/contribution/currency-picker.tsx',
  'app/components/contribution/payment-choices.tsx',
  'app/components/contribution/card-steps/amount-step.tsx',
  'app/components/contribution/card-steps/current-card-step.tsx',
  'app/components/contribution/card-steps/end-steps.tsx',
  'app/components/contribution/card-steps/message-step.tsx',
  'app/components/contribution/card-steps/photo-step.tsx',
  'app/components/contribution/card-steps/privacy-step.tsx',
  'app/components/contribution/card-steps/relationship-step.tsx',
  'app/components/contribution/card-steps/review-step.tsx',
  'app/components/contribution/card-steps/step-parts.tsx',
  'app/components/contribution/card-payment-step.tsx',
  'app/components/contribution/fee-breakdown.tsx',
  'app/components/contribution/gift-door-not-found.tsx',
  'app/components/contribution/organizer-contributions-panel.tsx',
  'app/components/contribution/mobile-wallet-form.tsx',
  'app/components/contribution/payment-outcome.ts',
  'app/components/contribution/plain-wallet-form.tsx',
  'app/components/contribution/reject-gift-dialog.tsx',
  'app/components/contribution/rejection-fields.tsx',
  'app/components/contribution/sandbox-card-form.tsx',
  'app/components/contribution/stripe-card-form.tsx',
  'app/components/contribution/updates-checkbox.tsx',
  'app/components/contribution/use-card-payment-setup.ts',
  'app/components/contribution/wallet-form-model.ts',
  'app/components/contribution/wallet-gift-facts.tsx',
  'app/components/contribution/wallet-steps/confirmation-step.tsx',
  'app/components/contribution/wallet-steps/details-step.tsx',
  'app/components/contribution/wallet-steps/recipient-step.tsx',
  'app/components/ui/test-money-note.tsx',
  'app/components/ui/toaster.tsx',
  'app/components/edit-campaign/end-date-field.tsx',
  'app/components/edit-campaign/organizer-only-field.tsx',
  'app/components/edit-campaign/payout-destination-form.tsx',
  'app/components/manage/archive-campaign-button.tsx',
  'app/components/manage/confirm-step-dialog.tsx',
  'app/components/manage/donor-list-options.tsx',
  'app/components/manage/end-campaign-button.tsx',
  'app/components/manage/manage-dialog.tsx',
  'app/components/manage/other-campaigns-menu.tsx',
  'app/components/manage/payout-statement-summary.tsx',
  'app/components/manage/request-payout-button.tsx',
  'app/components/manage/request-payout-dialog.tsx',
  'app/components/manage/share-with-recipient-button.tsx',
  'app/components/manage/use-lifecycle-step.ts',
  'app/components/gathering/guestbook-form.tsx',
  'app/components/gathering/guestbook-section.server.tsx',
  'app/components/gathering/updates-section.server.tsx',
  'app/components/gathering/event-form.tsx',
  'app/components/gathering/events-section.server.tsx',
  'app/components/gathering/family-sections.ts',
  'app/components/gathering/message-page-not-found.tsx',
  'app/components/gathering/update-photo.tsx',
  'app/components/budget/budget-bar.tsx',
  'app/components/budget/budget-section.server.tsx',
  'app/components/budget/budget-form-fields.tsx',
  'app/components/budget/budget-payments.tsx',
  'app/components/budget/row-action.tsx',
  'app/components/in-person/import-book.tsx',
  'app/components/in-person/record-gift-form.tsx',
  'app/routes/family-statement.tsx',
  'app/routes/admin-access.tsx',
  'app/routes/admin-dashboard.tsx',
  'app/routes/admin-login.tsx',
  'app/components/admin/admin-form-answer.ts',
  'app/components/admin/admin-format.tsx',
  'app/components/admin/admin-list.tsx',
  'app/components/admin/admin-tab-nav.tsx',
  'app/components/admin/analytics-tab.tsx',
  'app/components/admin/audit-tab.tsx',
  'app/components/admin/campaigns-tab.tsx',
  'app/components/admin/charts.tsx',
  'app/components/admin/complete-payout-form.tsx',
  'app/components/admin/contribution-details-panel.tsx',
  'app/components/admin/contribution-facts.tsx',
  'app/components/admin/contributions-tab.tsx',
  'app/components/admin/money-figure.tsx',
  'app/components/admin/overview-tab.tsx',
  'app/components/admin/page-reports-queue.tsx',
  'app/components/admin/payouts-tab.tsx',
  'app/components/admin/users-tab.tsx',
  'app/components/admin/views-tab.tsx',
  'app/lib/admin/admin-action-failures.ts',
  'app/lib/admin/admin-tab.server.ts',
  'app/lib/admin/admin-tabs.server.ts',
  'app/lib/admin/analytics-tab.server.ts',
  'app/lib/admin/audit-tab.server.ts',
  'app/lib/admin/campaigns-tab.server.ts',
  'app/lib/admin/contributions-tab.server.ts',
  'app/lib/admin/overview-tab.server.ts',
  'app/lib/admin/payouts-tab.server.ts',
  'app/lib/admin/users-tab.server.ts',
  'app/lib/admin/views-tab.server.ts',
  'app/lib/notices.ts',
  'app/lib/toast.ts',
  'app/routes/help.tsx',
  'app/routes/resources.tsx',
  'app/routes/privacy.tsx',
  'app/routes/terms.tsx',
  'app/routes/gdpr-info.tsx',
  'app/routes/manifesto.tsx',
  'app/routes/story.tsx',
  'app/components/help/contact-form.tsx',
  'app/components/help/faq-browser.tsx',
  'app/components/help/highlight.tsx',
  'app/components/help/support-cards.tsx',
  'app/components/grief-support/back-to-campaign.tsx',
  'app/components/grief-support/grief-support-resources.tsx',
  'app/components/grief-support/resource-card.tsx',
  'app/components/consent/consent-banner.tsx',
  'app/components/consent/cookie-consent.tsx',
  'app/components/consent/cookie-preferences-dialog.tsx',
  'app/components/consent/cookie-settings-button.tsx',
  'app/components/content/info-page.tsx',
  'app/components/content/policy-acceptance.tsx',
  'app/components/lazy-not-found-page.tsx',
  'app/components/not-found-page.tsx',
  'app/components/placeholder-page.tsx',
  'app/routes/signup.tsx',
  'app/routes/login.tsx',
  'app/routes/logout.tsx',
  'app/routes/forgot-password.tsx',
  'app/routes/reset-password.tsx',
  'app/routes/password-reset-sent.tsx',
  'app/routes/password-reset-success.tsx',
  'app/routes/verify-email.tsx',
  'app/routes/recipient-access.tsx',
  'app/routes/recipient-sign-out.tsx',
  'app/routes/unsubscribe.tsx',
  'app/routes/anniversary-emails-off.tsx',
  'app/components/auth/auth-card.tsx',
  'app/components/auth/forgot-password-dialog.tsx',
  'app/components/auth/forgot-password-form.tsx',
  'app/components/auth/google-sign-in-button.tsx',
  'app/components/auth/sign-in-form.tsx',
  'app/components/recipient/recipient-access-form.tsx',
  'app/lib/after-sign-in.ts',
  'app/lib/email-refusal.ts',
  'app/lib/i18n.ts',
];

/**
 * The pages left in English on purpose, each with its reason; never in FINISHED, and the only pages that may stay
 * out of it once every page is translated.
 */
const EXEMPT: Record<string, string> = {
  'app/routes/dev-mail.tsx':
    'a developer’s tool that shows the outbox on a development machine; no family sees it',
};

/**
 * The modules that write e-mails (issue 32: every e-mail in its reader's language): no sentence of theirs is built
 * outside the catalogue. Module-level constants (the API's error messages of a use case) are not e-mail and are not
 * read here.
 */
const EMAIL_MODULES = [
  'domain/accounts/account-emails.ts',
  'domain/admin/decide-page-report.server.ts',
  'domain/campaigns/payout-method-words.ts',
  'domain/contributions/contribution-emails.server.ts',
  'domain/gathering/anniversary-emails.server.ts',
  'domain/gathering/message-report-emails.server.ts',
  'domain/gathering/thank-givers.server.ts',
  'domain/gathering/update-emails.server.ts',
  'domain/notifications/email-template.ts',
  'domain/notifications/line-email.server.ts',
  'domain/payouts/payout-emails.server.ts',
  'domain/payouts/payout-reached.ts',
];

/** Where a template literal's value goes, in the text the check reads. */
const VALUE = '\uE000';
/**
 * A word beside another word or a value, with only a space (and maybe a comma or a stop) between them: a sentence,
 * or a piece of one ("Dear ${name},"); not a path ("/unsubscribe/${token}"), a label ("${label}: ${link}") or markup.
 */
const PROSE = /\p{L}{2,}[,.:;!?'’]?\s+(?:\p{L}{2,}|\uE000)|\uE000[,.:;!?'’]?\s+\p{L}{2,}/u;

/**
 * The English sentences written inside a module's functions: string and template literals, not SQL (tagged
 * templates), import paths, types, or a row lock's strength (`.for('no key update')`).
 */
function sentencesIn(source: string, fileName = 'file.ts'): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node, inFunction: boolean) => {
    if (
      ts.isImportDeclaration(node) ||
      ts.isExportDeclaration(node) ||
      ts.isTaggedTemplateExpression(node) ||
      ts.isLiteralTypeNode(node) ||
      (ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        node.expression.name.text === 'for')
    )
      return;
    let text: string | null = null;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
    else if (ts.isTemplateExpression(node))
      text = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(VALUE);
    // Markup's tags and attributes are not read; the words between them are.
    const read = text?.replace(/<[^>]*>/g, ' ');
    if (inFunction && read && PROSE.test(read)) found.push(read.replaceAll(VALUE, '{}'));
    ts.forEachChild(node, (child) => visit(child, inFunction || ts.isFunctionLike(node)));
  };
  visit(file, false);
  return found;
}

/** Attributes and props a person reads or hears. */
const READ_ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'alt', 'label', 'hint', 'question']);
/** Object properties a person reads (a toast's title and description). */
const READ_PROPERTIES = new Set(['title', 'description']);
const WORD = /\p{L}{2,}/u;

/** The English a file shows outside the catalogue: JSX text, and string literals in the attributes read. */
function englishLiteralsIn(source: string, fileName = 'file.tsx'): string[] {
  // A .ts file holds no markup: read as TSX, a type argument (`<Inputs>(message…`) would look like text.
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  const found: string[] = [];
  const literalText = (node: ts.Node | undefined): string | null => {
    if (!node) return null;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
    if (ts.isTemplateExpression(node))
      return node.head.text + node.templateSpans.map((s) => s.literal.text).join(' ');
    if (ts.isJsxExpression(node)) return literalText(node.expression);
    if (ts.isConditionalExpression(node)) return [node.whenTrue, node.whenFalse].map(literalText).join(' ');
    return null;
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && WORD.test(node.text)) found.push(node.text.trim());
    if (
      ts.isJsxExpression(node) &&
      ts.isJsxElement(node.parent) &&
      // A stylesheet or a script is not read.
      !['style', 'script'].includes(node.parent.openingElement.tagName.getText(file))
    ) {
      const text = literalText(node.expression);
      if (text && WORD.test(text)) found.push(text);
    }
    if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText(file))) {
      const text = literalText(node.initializer);
      if (text && WORD.test(text)) found.push(`${node.name.getText(file)}="${text}"`);
    }
    if (ts.isPropertyAssignment(node) && READ_PROPERTIES.has(node.name.getText(file))) {
      const text = literalText(node.initializer);
      if (text && WORD.test(text)) found.push(`${node.name.getText(file)}: '${text}'`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('words in the catalogue (issue 32, decision 027)', () => {
  it.each(FINISHED)('%s shows no English of its own', (file) => {
    expect(englishLiteralsIn(readFileSync(path.join(root, file), 'utf8'), file)).toEqual([]);
  });

  it.each(Object.entries(EXEMPT))('%s stays English (%s), and is not listed as finished', (file) => {
    expect(existsSync(path.join(root, file))).toBe(true);
    expect(FINISHED).not.toContain(file);
  });

  it.each(EMAIL_MODULES)('%s writes every e-mail sentence through the catalogue', (file) => {
    expect(sentencesIn(readFileSync(path.join(root, file), 'utf8'), file)).toEqual([]);
  });

  it('finds the sentences an e-mail module would write itself, not its SQL, paths or error constants', () => {
    const source = `
      import { sql } from 'drizzle-orm';
      export const NOT_FOUND = 'This gift was not found.';
      export function mail(name: string, say: Say) {
        db.select().for('no key update');
        db.execute(sql\`select id from campaigns where id = 1\`);
        const role: 'the recipient' | 'organizer' = 'organizer';
        const link = \`\${baseUrl}/unsubscribe/\${token}\`;
        return [
          say(m.email_greeting_dear, { name }), \`Dear \${name},\`, 'Thank you for giving.', 'List-Unsubscribe',
          \`\${label}: \${link}\`, \`<p style="color:red; font-weight:bold">\${text}</p>\`, \`<p>Sent on \${day}</p>\`,
        ];
      }`;
    expect(sentencesIn(source)).toEqual(['Dear {},', 'Thank you for giving.', ' Sent on {} ']);
  });

  it('finds what a person would read: text, aria-labels, placeholders, alt texts, conditional text, toasts', () => {
    const source = `
      export const A = () => (
        <div aria-label="Fundraising progress" className="p-4">
          Tribute
          <img alt={\`Shared by \${name}\`} src="/a.webp" />
          <input placeholder="e.g. Rand" />
          {loading ? 'Loading…' : 'Show more'}
          {' · '}
          <b>{words.title}</b>
        </div>
      );
      toast({ title: 'Link Copied', variant: 'destructive' });`;
    expect(englishLiteralsIn(source)).toEqual([
      'aria-label="Fundraising progress"',
      'Tribute',
      'alt="Shared by "',
      'placeholder="e.g. Rand"',
      'Loading… Show more',
      "title: 'Link Copied'",
    ]);
  });
});
