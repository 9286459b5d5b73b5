import { readReceipt } from '../../domain/budget/read-receipt.server';
import { domainErrorOf, HTTP_STATUS_BY_KIND } from '../../domain/shared/errors';
import { messageIn } from '../../domain/shared/locales';
import { refusalIn } from '../../domain/shared/refusal-words.server';
import { parseRowId } from '../../domain/shared/row-id';
import { m } from '../../paraglide/messages';
import type { Route } from './+types/receipt';

/**
 * /receipt/{paymentId} (issue 34): a funeral budget payment's receipt photo, for the family always and for anyone
 * else while the budget is public (decision 032). Never cached where another viewer would be served it.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const paymentId = parseRowId(params.paymentId);
  if (paymentId === null)
    return new Response(messageIn(context.locale, m.refusal_not_found), { status: 404 });
  try {
    const { image } = await readReceipt(context.db, context.services.fileStore, {
      paymentId,
      actor: context.actor,
    });
    return new Response(new Uint8Array(image), {
      headers: {
        'Content-Type': 'image/webp',
        // Hiding the budget takes its receipts off at once: a browser checks again after a few minutes at most.
        'Cache-Control': 'private, max-age=300',
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
      },
    });
  } catch (error) {
    const failure = domainErrorOf(error);
    if (failure) {
      return new Response(refusalIn(context.locale, failure.message, failure.inputs), {
        status: HTTP_STATUS_BY_KIND[failure.kind],
      });
    }
    throw error;
  }
}
