import express from 'express';
import { CAMPAIGN_NOT_FOUND } from '../../domain/campaigns';
import { createCampaignEvent } from '../../domain/gathering/create-campaign-event.server';
import { createEventRsvp } from '../../domain/gathering/create-event-rsvp.server';
import { deleteCampaignEvent } from '../../domain/gathering/delete-campaign-event.server';
import { campaignEventSchema, EVENT_NOT_FOUND, rsvpSchema } from '../../domain/gathering/event-schemas';
import {
  exportEventRsvpsCsv,
  listCampaignEvents,
  listEventRsvps,
  rsvpCsvColumnsIn,
} from '../../domain/gathering/list-campaign-events.server';
import { updateCampaignEvent } from '../../domain/gathering/update-campaign-event.server';
import { requireRowId } from '../../domain/shared/row-id';
import { parseInput } from '../../domain/shared/validation';
import { sendCsv } from '../http/download-response';
import type { ApiDependencies } from '.';

const campaignIdOf = (value: unknown) => requireRowId(value, CAMPAIGN_NOT_FOUND);
const eventIdOf = (value: unknown) => requireRowId(value, EVENT_NOT_FOUND);

/** Issue 16, services: the family manages them; anyone who can see the page may say they will attend. */
export function createEventsRouter({ contextFor }: ApiDependencies) {
  const router = express.Router();

  router.get('/campaigns/:campaignId/events', async (req, res) => {
    const context = contextFor(req, res);
    const { events } = await listCampaignEvents(context.db, {
      campaignId: campaignIdOf(req.params.campaignId),
      actor: context.actor,
    });
    res.setHeader('Cache-Control', 'private, no-store');
    res.json({ events });
  });

  router.post('/campaigns/:campaignId/events', async (req, res) => {
    const context = contextFor(req, res);
    const event = await createCampaignEvent(
      context.db,
      {
        campaignId: campaignIdOf(req.params.campaignId),
        actor: context.actor,
        event: parseInput(campaignEventSchema, req.body ?? {}),
      },
      { campaignChanged: context.services.campaignChanged },
    );
    res.status(201).json({ event });
  });

  router.patch('/campaigns/:campaignId/events/:eventId', async (req, res) => {
    const context = contextFor(req, res);
    const event = await updateCampaignEvent(
      context.db,
      {
        campaignId: campaignIdOf(req.params.campaignId),
        eventId: eventIdOf(req.params.eventId),
        actor: context.actor,
        event: parseInput(campaignEventSchema, req.body ?? {}),
      },
      { campaignChanged: context.services.campaignChanged },
    );
    res.json({ event });
  });

  router.delete('/campaigns/:campaignId/events/:eventId', async (req, res) => {
    const context = contextFor(req, res);
    await deleteCampaignEvent(
      context.db,
      {
        campaignId: campaignIdOf(req.params.campaignId),
        eventId: eventIdOf(req.params.eventId),
        actor: context.actor,
      },
      { campaignChanged: context.services.campaignChanged },
    );
    res.json({ success: true });
  });

  router.get('/campaigns/:campaignId/events/:eventId/rsvps', async (req, res) => {
    const context = contextFor(req, res);
    const { event, rsvps, moreRsvps } = await listEventRsvps(context.db, {
      campaignId: campaignIdOf(req.params.campaignId),
      eventId: eventIdOf(req.params.eventId),
      actor: context.actor,
    });
    res.setHeader('Cache-Control', 'private, no-store');
    res.json({ attendingCount: event.attendingCount, rsvps, moreRsvps });
  });

  router.get('/campaigns/:campaignId/events/:eventId/rsvps.csv', async (req, res) => {
    const context = contextFor(req, res);
    const { fileName, batches } = await exportEventRsvpsCsv(context.db, {
      campaignId: campaignIdOf(req.params.campaignId),
      eventId: eventIdOf(req.params.eventId),
      actor: context.actor,
    });
    await sendCsv(res, fileName, rsvpCsvColumnsIn(context.locale), batches);
  });

  router.post('/events/:eventId/rsvps', async (req, res) => {
    const context = contextFor(req, res);
    const rsvp = await createEventRsvp(
      context.db,
      {
        eventId: eventIdOf(req.params.eventId),
        actor: context.actor,
        rsvp: parseInput(rsvpSchema, req.body ?? {}),
      },
      { limiters: context.services.rateLimiters, ipAddress: context.ipAddress },
    );
    res.status(201).json({ rsvp });
  });

  return router;
}
