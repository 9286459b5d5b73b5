import { campaignPathOf } from '../../domain/campaigns/campaign-rules';
import { eventCalendarFile, eventCalendarFileName } from '../../domain/gathering/event-calendar';
import { EVENT_NOT_FOUND } from '../../domain/gathering/event-schemas';
import { getPublicEvent } from '../../domain/gathering/get-public-event.server';
import { domainErrorOf, HTTP_STATUS_BY_KIND } from '../../domain/shared/errors';
import { storedLocale } from '../../domain/shared/locales';
import { refusalIn } from '../../domain/shared/refusal-words.server';
import { parseRowId } from '../../domain/shared/row-id';
import type { Route } from './+types/calendar';

/** /calendar/{eventId}.ics (issue 16): "Add to calendar" for one service, as a file any calendar app opens. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const eventId = parseRowId(/^(\d+)\.ics$/.exec(params.eventFile)?.[1]);
  if (eventId === null) return new Response(refusalIn(context.locale, EVENT_NOT_FOUND), { status: 404 });
  try {
    const { event, campaign } = await getPublicEvent(context.db, { eventId, actor: context.actor });
    const baseUrl = context.config.baseUrl;
    const file = eventCalendarFile(event, {
      campaignUrl: `${baseUrl}${campaignPathOf(campaign)}#event-${event.id}`,
      host: new URL(baseUrl).host,
      deceasedName: campaign.deceasedName,
      language: storedLocale(campaign.locale),
    });
    return new Response(file, {
      headers: {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': `attachment; filename="${eventCalendarFileName(event)}"`,
        'Cache-Control': 'public, max-age=300',
      },
    });
  } catch (error) {
    const failure = domainErrorOf(error);
    if (failure) {
      return new Response(refusalIn(context.locale, failure.message), {
        status: HTTP_STATUS_BY_KIND[failure.kind],
      });
    }
    throw error;
  }
}
