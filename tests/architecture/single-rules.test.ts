import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH } from '../../domain/accounts/password-rules';
import { KICKSTART_THRESHOLD_USD, KICKSTART_USD } from '../../domain/shared/currency-conversion';
import { MAX_UPLOAD_BYTES } from '../../domain/uploads/upload-rules';

const root = path.resolve(import.meta.dirname, '../..');

/** Production source of the app: where a copied rule would drift. */
function productionSource(): Array<{ file: string; text: string }> {
  return ['app', 'domain', 'server', 'integrations', 'config', 'db']
    .flatMap((folder) =>
      readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file))
        .map((file) => path.join(folder, file)),
    )
    .map((file) => ({ file, text: readFileSync(path.join(root, file), 'utf8') }));
}

/**
 * Issue 10: rules that were copied into the browser (or a second server file) and drifted. Each literal may
 * appear only in its one home; everyone else imports the constant.
 */
const RULES: Array<{ rule: string; literal: RegExp; home: string }> = [
  { rule: 'the 5 MB upload limit', literal: /5 \* 1024 \* 1024/, home: 'domain/uploads/upload-rules.ts' },
  {
    rule: 'the simple e-mail pattern',
    literal: /\^\[\^\\s@\]\+@\[\^\\s@\]\+\\\.\[\^\\s@\]\+\$/,
    home: 'domain/shared/validation.ts',
  },
  {
    rule: 'the password minimum',
    literal: /\bPASSWORD_MIN_LENGTH = \d/,
    home: 'domain/accounts/password-rules.ts',
  },
  { rule: 'the id column range', literal: /2_147_483_647|2147483647/, home: 'domain/shared/row-id.ts' },
  { rule: 'the screenshot size', literal: /1_500_000/, home: 'domain/contributions/screenshot-rules.ts' },
  {
    rule: '"Campaign not found"',
    literal: /'Campaign not found'|refusalKey\('family_campaign_not_found'\)/,
    home: 'domain/campaigns/campaign-rules.ts',
  },
  {
    rule: 'relationship labels',
    // The labels are the catalogue's (relationship_*); the one table that names them is the rule's home.
    literal: /m\.relationship_aunt_uncle\b|'Aunt \/ Uncle'|aunt or uncle/,
    home: 'domain/shared/relationships.ts',
  },
  {
    rule: 'an e-mail body (issue 30: one template)',
    literal: /escapeHtml|<body style=/,
    home: 'domain/notifications/email-template.ts',
  },
  { rule: 'writing the audit log', literal: /insert\(auditLog\)/, home: 'domain/shared/audit.server.ts' },
  {
    rule: 'the recipient session cookie',
    literal: /'pamoja_recipient'/,
    home: 'server/http/session-cookie.ts',
  },
  {
    rule: 'the payout deadline (issue 29 bug 9: one Overdue rule)',
    literal: /PAYOUT_OVERDUE_AFTER_MS|48 \* 60 \* 60/,
    home: 'domain/campaigns/campaign-status.ts',
  },
  {
    // Issue 33 item 7: one journey wrote "KSh2,500", "KES 2,785.40" and "Ksh 2,785.40"; formatMoney is the one way.
    rule: 'writing an amount in its currency (formatMoney)',
    literal: /style: ['"]currency['"]/,
    home: 'domain/shared/currency-conversion.ts',
  },
  {
    rule: 'the path of a campaign',
    literal: /`\/campaign\/\$\{|`\/edit-campaign\/\$\{/,
    home: 'domain/campaigns/campaign-rules.ts',
  },
];

describe('each rule lives in one file', () => {
  const source = productionSource();
  it.each(RULES)('$rule is written only in $home', ({ literal, home }) => {
    const writtenIn = source.filter(({ text }) => literal.test(text)).map(({ file }) => file);
    expect(writtenIn).toEqual([home]);
  });

  it.each([
    { rule: 'the card fees (6%, 2.9%, 0.30 USD)', figure: /\b6 ?%|\b2\.9 ?%|\b0\.30\b/ },
    { rule: 'the upload limit', figure: new RegExp(`(?<![\\d.])${MAX_UPLOAD_BYTES / 1024 / 1024} ?MB\\b`) },
    {
      rule: 'the kickstart offer (the help center, terms, manifesto and home banner: one figure)',
      figure: new RegExp(`(?<![\\d.])(${KICKSTART_USD}|${KICKSTART_THRESHOLD_USD}) USD\\b`),
    },
    {
      rule: 'an amount written by hand beside its currency (formatMoney writes every amount)',
      figure: /symbol\}\$\{|\$\{[\w.]*(currency|code)\} \$\{[\w.]+\.toLocaleString/i,
    },
    { rule: 'the password minimum', figure: new RegExp(`least ${PASSWORD_MIN_LENGTH} char`, 'i') },
    { rule: 'rounding an amount (roundToMinorUnit)', figure: /\* 100\) \/ 100\b|function roundToCents/ },
  ])('$rule: worded from its constants, never typed', ({ figure }) => {
    expect(source.filter(({ text }) => figure.test(text)).map(({ file }) => file)).toEqual([]);
  });

  it('every rate limit is a named row of domain/shared/rate-limits.ts, never a rule written at a call', () => {
    const inlineRules = source.filter(({ text }) => /rateLimiters\(\s*'/.test(text)).map(({ file }) => file);
    expect(inlineRules).toEqual([]);
  });

  it('the browser calls the API through app/lib/api-request.ts (uploads, multipart, beside it), never a bare fetch', () => {
    const bareFetches = source
      .filter(({ file, text }) => file.startsWith('app/') && /(?<![.\w])fetch\(/.test(text))
      .map(({ file }) => file)
      .sort();
    expect(bareFetches).toEqual(['app/lib/api-request.ts', 'app/lib/upload-image.ts']);
  });
});

describe('one money ledger (issue 29, decision 021)', () => {
  it('only the ledger reads the payout lines (the request and completion write them), and no screen reads payout amounts from the kept totals itself', () => {
    const writers = new Set([
      'domain/payouts/ledger.server.ts',
      'domain/payouts/request-payout.server.ts',
      'domain/payouts/complete-payout.server.ts',
    ]);
    const offenders = productionSource()
      .filter(({ file }) => !file.startsWith('db/'))
      .filter(
        ({ file, text }) =>
          (!writers.has(file) && /\bpayoutLines\b/.test(text)) ||
          (file !== 'domain/payouts/ledger.server.ts' && /campaignTotals\.payoutAmount/.test(text)),
      )
      .map(({ file }) => file);
    expect(offenders).toEqual([]);
  });
});
