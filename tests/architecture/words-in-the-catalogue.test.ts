import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/** Where the product's code lives: every file here is read by the checks below, but for its tests. */
const SOURCE_FOLDERS = ['app', 'domain', 'server', 'integrations'];

function sourceFiles(): string[] {
  return SOURCE_FOLDERS.flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.(test|d)\.tsx?$/.test(file))
      .map((file) => `${folder}/${file}`),
  );
}

/**
 * Issue 32, decision 027: every word a person reads comes from the catalogue (messages/*.json), in the reader's
 * language. These files are the only ones left in English on purpose, each with its reason: what they write is read
 * by an operator, a developer or another program, never by a family.
 */
const EXEMPT: Record<string, string> = {
  'app/routes/dev-mail.tsx':
    'a developer’s tool that shows the outbox on a development machine; no family sees it',
  'server/index.ts': 'the command line’s start-up lines, read by whoever runs the server',
  'server/admin-endpoint.ts':
    'answers `npm run admin:*` on the command line of the machine that runs the server',
  'domain/accounts/create-admin-user.server.ts':
    'refusals of `npm run admin:create`, on the operator’s command line',
  'server/services/payment-reconciliation.ts': 'the operator’s log lines about Stripe’s keys and events',
  'domain/contributions/reconcile-card-payments.server.ts':
    'why a reconciliation stopped, for the operator’s log (the Stripe key’s permissions)',
  'domain/contact/send-contact-message.server.ts':
    'the contact form’s message to Pamoja’s support team, who read English (docs/architecture.md)',
  'domain/payouts/request-payout.server.ts':
    'the payout record’s notes, read only by Pamoja’s team in the Payouts tab (docs/architecture.md)',
  'domain/payouts/complete-payout.server.ts': 'the same payout record’s completion note, for Pamoja’s team',
  'integrations/tribute-writer/model-tribute-writer.server.ts':
    'the instructions to the language model, which writes the tribute in the organizer’s language',
  'server/api/stripe.ts': 'a webhook’s refusal, read by Stripe’s servers',
  'integrations/payments/stripe-provider.server.ts': 'webhook signature refusals, read by Stripe’s servers',
  'integrations/payments/sandbox-provider.server.ts':
    'a developer’s error: the sandbox is never sent webhooks',
  'app/lib/in-person-import.server.ts': 'an HTTP status text (Payload Too Large), not words on a page',
  'app/lib/upload-image.ts': 'an upload’s failure inside the code; its caller shows the catalogue’s toast',
  'domain/content/legal-texts.ts':
    'privacy, terms and GDPR stay English, with a one-line note in the reader’s language (issue 32 item 1)',
  'domain/content/grief-resources.ts': 'each support service keeps its own language (issue 32 item 1)',
  'domain/content/help-center.ts':
    'FAQ category names are keys the help center maps to the catalogue’s words',
  'domain/content/faq-search.ts': 'the same category keys, in the order the help center shows them',
  'domain/campaigns/campaign-status.ts':
    'status values of the API; the dashboard and the admin area word them (dashboard_status_*)',
  'domain/shared/currencies.ts':
    'English currency names, a search alias; a currency is named in the reader’s language by currency-words.ts',
  'domain/shared/regions.ts':
    'English country names as data; pages name a country through Intl (countryName)',
  'domain/shared/relationships.ts':
    'relationships stored as chosen in English; each reads in the reader’s language (relationshipToDeceasedLabel)',
  'domain/contributions/wallet-providers.ts':
    'mobile-money brands (Airtel Money, Orange Money), the same in every language',
};

/** Names that read the same in every language. */
const NAMES = /\b(Pamoja|WhatsApp|M-Pesa|Stripe|Google)\b/g;
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
 * A sentence as a person would read it: a capitalised word beside another word or a value ("Upload failed",
 * "For you: ${time}"). Lower-case runs of words are not read as sentences outside e-mail modules: they are class
 * names, header values and keys far more often than words for a person.
 */
const SENTENCE = /(?:^|[\s"'(\uE000])\p{Lu}\p{Ll}+[,.:;!?'’]?\s+(?:\p{L}{2,}|\uE000)/u;
/** Errors a person never reads: a fault of ours is answered with the catalogue's words, never its message. */
const DEVELOPER_ERRORS = new Set(['Error', 'TypeError', 'RangeError']);
const LOGS = new Set(['console', 'logger', 'log']);

/**
 * The English sentences a module writes in string and template literals: not SQL (tagged templates), import
 * paths, types, or a row lock's strength (`.for('no key update')`). `emailModule`: every piece of prose inside its
 * functions (its module constants are API refusals, read by the check for every file). Otherwise: sentences
 * anywhere in it, but for a developer's error, a log line, or an object's key (an alias read from a CSV).
 */
function sentencesIn(source: string, fileName = 'file.ts', { emailModule = true } = {}): string[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  const found: string[] = [];
  const notRead = (node: ts.Node) =>
    ts.isImportDeclaration(node) ||
    ts.isExportDeclaration(node) ||
    ts.isTaggedTemplateExpression(node) ||
    ts.isLiteralTypeNode(node) ||
    (ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'for') ||
    (!emailModule &&
      ((ts.isNewExpression(node) && DEVELOPER_ERRORS.has(node.expression.getText(file))) ||
        (ts.isCallExpression(node) &&
          ts.isPropertyAccessExpression(node.expression) &&
          LOGS.has(node.expression.expression.getText(file))) ||
        (node.parent !== undefined && ts.isPropertyAssignment(node.parent) && node.parent.name === node)));
  const visit = (node: ts.Node, inFunction: boolean) => {
    if (notRead(node)) return;
    let text: string | null = null;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
    else if (ts.isTemplateExpression(node))
      text = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(VALUE);
    // Markup's tags and attributes are not read; the words between them are.
    const read = text?.replace(/<[^>]*>/g, ' ').replace(NAMES, VALUE);
    const isSentence = emailModule ? inFunction && PROSE.test(read ?? '') : SENTENCE.test(read ?? '');
    if (read && isSentence) found.push(read.replaceAll(VALUE, '{}'));
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
/** Words, once names are set aside; an address shown as it is ("/campaign/…") is not. */
const hasWords = (text: string) => !text.trim().startsWith('/') && WORD.test(text.replace(NAMES, ''));

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
    if (ts.isJsxText(node) && hasWords(node.text)) found.push(node.text.trim());
    if (
      ts.isJsxExpression(node) &&
      ts.isJsxElement(node.parent) &&
      // A stylesheet or a script is not read.
      !['style', 'script'].includes(node.parent.openingElement.tagName.getText(file))
    ) {
      const text = literalText(node.expression);
      if (text && hasWords(text)) found.push(text);
    }
    if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText(file))) {
      const text = literalText(node.initializer);
      if (text && hasWords(text)) found.push(`${node.name.getText(file)}="${text}"`);
    }
    if (ts.isPropertyAssignment(node) && READ_PROPERTIES.has(node.name.getText(file))) {
      const text = literalText(node.initializer);
      if (text && hasWords(text)) found.push(`${node.name.getText(file)}: '${text}'`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('words in the catalogue (issue 32, decision 027)', () => {
  const files = sourceFiles().filter((file) => !(file in EXEMPT));

  it.each(files.filter((file) => file.endsWith('.tsx')))('%s shows no English of its own', (file) => {
    expect(englishLiteralsIn(readFileSync(path.join(root, file), 'utf8'), file)).toEqual([]);
  });

  it.each(files)('%s writes no English sentence of its own', (file) => {
    expect(sentencesIn(readFileSync(path.join(root, file), 'utf8'), file, { emailModule: false })).toEqual(
      [],
    );
  });

  it.each(Object.entries(EXEMPT))('%s stays English (%s)', (file) => {
    expect(existsSync(path.join(root, file))).toBe(true);
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

  it('finds the sentences any module would show, not its class names, errors of ours, logs, keys, names or paths', () => {
    const source = `
      const LABELS = { vigil: 'Vigil or wake', 'In kind': 'inKind' };
      export function f(time: string) {
        if (!time) throw new Error('The clock is not set');
        logger.warn('Stripe events could not be read');
        line.className = 'cursor-pointer list-none text-sm';
        headers.set('content-type', 'text/html; charset=utf-8');
        throw new InvalidInputError('Please send this form from its page.');
        return \`For you: \${time}\`;
      }
      export const Title = () => <title>{' | Pamoja'}</title>;
      export const Address = () => <span>{'/campaign/'}</span>;`;
    expect(sentencesIn(source, 'file.tsx', { emailModule: false })).toEqual([
      'Vigil or wake',
      'Please send this form from its page.',
      'For you: {}',
    ]);
    expect(englishLiteralsIn(source)).toEqual([]);
  });
});
