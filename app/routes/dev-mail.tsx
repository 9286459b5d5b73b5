import { Fragment } from 'react';
import { data } from 'react-router';
import { listOutbox } from '../../domain/notifications/list-outbox.server';
import type { Route } from './+types/dev-mail';

export const meta = () => [
  { title: 'Development mail outbox | Pamoja' },
  { name: 'robots', content: 'noindex' },
];

/**
 * Every e-mail the app "sent", for development without a mail server. It holds password-reset links, so only
 * someone at this machine may read it, and never in production.
 */
export async function loader({ context }: Route.LoaderArgs) {
  if (context.config.isProduction || !context.isLocalRequest) throw data(null, { status: 404 });
  const messages = await listOutbox(context.db);
  return {
    messages: messages.map((message) => ({ ...message, createdAt: message.createdAt.toISOString() })),
  };
}

const LINK = /(https?:\/\/[^\s<>"]+)/g;

/** Plain text with its links made clickable; each piece is keyed by where it starts in the text. */
function Linkified({ text }: { text: string }) {
  const pieces: Array<{ at: number; text: string; isLink: boolean }> = [];
  let at = 0;
  for (const match of text.matchAll(LINK)) {
    if (match.index > at) pieces.push({ at, text: text.slice(at, match.index), isLink: false });
    pieces.push({ at: match.index, text: match[0], isLink: true });
    at = match.index + match[0].length;
  }
  if (at < text.length) pieces.push({ at, text: text.slice(at), isLink: false });
  return (
    <>
      {pieces.map((piece) =>
        piece.isLink ? (
          <a key={piece.at} href={piece.text} className="break-all text-brand-700 underline">
            {piece.text}
          </a>
        ) : (
          <Fragment key={piece.at}>{piece.text}</Fragment>
        ),
      )}
    </>
  );
}

export default function DevMailRoute({ loaderData }: Route.ComponentProps) {
  const { messages } = loaderData;
  return (
    <section className="page-container py-10">
      <h1 className="font-serif text-3xl font-bold">Development mail outbox</h1>
      <p className="mt-2 text-stone-700">
        The newest {messages.length} e-mails, kept in the <code>email_outbox</code> table. This page does not
        exist in production.
      </p>
      {messages.length === 0 ? (
        <p className="mt-8 text-stone-700">No e-mails yet.</p>
      ) : (
        <ol className="mt-8 space-y-4">
          {messages.map((message) => (
            <li key={message.id} className="rounded-xl border border-stone-200 bg-white p-5">
              <h2 className="font-semibold">{message.subject}</h2>
              <p className="mt-1 text-sm text-stone-600">
                To {message.to} · {new Date(message.createdAt).toUTCString()} · {message.status}
              </p>
              <pre className="mt-3 whitespace-pre-wrap break-words font-sans text-sm text-stone-800">
                <Linkified text={message.text} />
              </pre>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
