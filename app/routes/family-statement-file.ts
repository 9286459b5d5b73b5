import { domainErrorOf, HTTP_STATUS_BY_KIND } from '../../domain/shared/errors';
import { messageIn } from '../../domain/shared/locales';
import { refusalIn } from '../../domain/shared/refusal-words.server';
import { parseRowId } from '../../domain/shared/row-id';
import { type StatementFormat, statementForFamily } from '../../domain/statement/statement-files.server';
import { m } from '../../paraglide/messages';
import type { Route } from './+types/family-statement-file';

/**
 * /family/{campaignId}/statement.txt and .csv (issue 34 item 5): the family's statement as a file, streamed as it
 * is written, never kept by a cache. The organizer or a recipient session; anyone else gets the refusal's status.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const format: StatementFormat = new URL(request.url).pathname.endsWith('.csv') ? 'csv' : 'txt';
  const campaignId = parseRowId(params.campaignId);
  if (campaignId === null) {
    return new Response(messageIn(context.locale, m.family_campaign_not_found), { status: 404 });
  }
  try {
    const download = await statementForFamily(
      context.db,
      { campaignId, actor: context.actor, format, locale: context.locale },
      context.config,
    );
    const chunks = download.chunks[Symbol.asyncIterator]();
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(next.value));
      },
      async cancel() {
        await chunks.return?.(undefined);
      },
    });
    return new Response(body, {
      headers: {
        'Content-Type': download.contentType,
        'Content-Disposition': `attachment; filename="${download.fileName}"`,
        'Cache-Control': 'private, no-store',
      },
    });
  } catch (error) {
    const failure = domainErrorOf(error);
    if (failure) {
      return new Response(refusalIn(context.locale, failure.message), {
        status: HTTP_STATUS_BY_KIND[failure.kind],
        headers: { 'Cache-Control': 'no-store' },
      });
    }
    throw error;
  }
}
