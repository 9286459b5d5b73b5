import { visitorClockParts } from '../../domain/gathering/events';
import { fill } from './fill-template';

/**
 * The services on a shared campaign page name the venue's time; the visitor's own zone is known only to their
 * browser, so each service's "For you: … London time" line is filled in here, after the page has loaded. The
 * sentence comes with the line, made by the server in the reader's language (`data-template`, with `{when}` and `{place}`).
 */
export function showVisitorClocks(root: ParentNode, locale: string, visitorZone = browserTimeZone()) {
  if (!visitorZone) return;
  for (const line of root.querySelectorAll<HTMLElement>('[data-visitor-clock]')) {
    const { startsAt, endsAt, timeZone, template } = line.dataset;
    if (!startsAt || !timeZone || !template) continue;
    const parts = visitorClockParts(
      { startsAt: new Date(startsAt), endsAt: endsAt ? new Date(endsAt) : null, timeZone },
      visitorZone,
      locale,
    );
    line.textContent = parts ? fill(template, parts) : '';
    line.hidden = parts === null;
  }
}

function browserTimeZone(): string | undefined {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
