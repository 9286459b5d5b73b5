import { describe, expect, it } from 'vitest';
import {
  acceptsContributions,
  campaignEditPathOf,
  campaignPathOf,
  hasEnded,
  percentOfGoal,
  progressBarPercent,
} from './campaign-rules';
import { closesContributionsNow } from './end-date-rules';
import { canSeeCampaign, NO_ACTOR, userActor } from './permissions';
import { publicContributorName } from './public-contributor-name';

describe('campaign rules (one place each, issue 10)', () => {
  it('percent of goal is floored, so 100% means reached, and says how far past the goal a campaign went', () => {
    expect(percentOfGoal(999, 1000)).toBe(99);
    expect(percentOfGoal(1000, 1000)).toBe(100);
    expect(percentOfGoal(1500, 1000)).toBe(150);
    expect(percentOfGoal(10, null)).toBeNull();
    expect(percentOfGoal(10, 0)).toBeNull();
  });

  it('a progress bar stops at full', () => {
    expect(progressBarPercent(1500, 1000)).toBe(100);
    expect(progressBarPercent(250, 1000)).toBe(25);
    expect(progressBarPercent(250, null)).toBeNull();
  });

  it('a campaign without a custom URL is reached, and edited, by its id', () => {
    expect(campaignPathOf({ customUrl: 'rip-amara', id: 7 })).toBe('/campaign/rip-amara');
    expect(campaignPathOf({ customUrl: null, id: 7 })).toBe('/campaign/id/7');
    expect(campaignEditPathOf({ customUrl: 'rip-amara', id: 7 })).toBe('/edit-campaign/rip-amara');
    expect(campaignEditPathOf({ customUrl: null, id: 7 })).toBe('/edit-campaign/7');
  });

  it('when a campaign is archived, then only its organizer, its recipient and admins see it', () => {
    const campaign = { id: 7, organizerId: 1, isArchived: true };
    const organizer = userActor({ id: 1, isAdmin: false });
    const recipient = { user: null, recipient: { accessId: 3, campaignId: 7 } };
    const otherRecipient = { user: null, recipient: { accessId: 4, campaignId: 8 } };
    const admin = userActor({ id: 9, isAdmin: true });
    const stranger = userActor({ id: 2, isAdmin: false });
    for (const actor of [organizer, recipient, admin]) expect(canSeeCampaign(actor, campaign)).toBe(true);
    for (const actor of [stranger, otherRecipient, NO_ACTOR])
      expect(canSeeCampaign(actor, campaign)).toBe(false);
    expect(canSeeCampaign(NO_ACTOR, { ...campaign, isArchived: false })).toBe(true);
  });

  it('when a campaign is archived, paused or has ended, then it accepts no gift', () => {
    const now = new Date('2026-11-23T22:00:00Z');
    const open = { isArchived: false, isActive: true, endedAt: null, endDate: null, pausedAt: null };
    expect(acceptsContributions(open, now)).toBe(true);
    expect(acceptsContributions({ ...open, isArchived: true }, now)).toBe(false);
    expect(acceptsContributions({ ...open, isActive: false, endedAt: now }, now)).toBe(false);
    expect(acceptsContributions({ ...open, endDate: '2026-11-22' }, now)).toBe(false);
    expect(acceptsContributions({ ...open, pausedAt: now }, now)).toBe(false);
  });

  it("a giver's public name: Anonymous when asked, hidden when the family chose so, else the name", () => {
    const giver = { contributorName: 'Kofi Mensah', isAnonymous: false };
    expect(publicContributorName(giver, { consentDisplayNames: true }, 'en')).toBe('Kofi Mensah');
    expect(publicContributorName(giver, { consentDisplayNames: false }, 'en')).toBe('A contributor');
    expect(publicContributorName({ ...giver, isAnonymous: true }, { consentDisplayNames: true }, 'en')).toBe(
      'Anonymous',
    );
  });

  it("a giver's public stand-in is in the reader's language; a shown name is the giver's own", () => {
    const giver = { contributorName: 'Kofi Mensah', isAnonymous: false };
    expect(publicContributorName(giver, { consentDisplayNames: true }, 'fr')).toBe('Kofi Mensah');
    expect(publicContributorName(giver, { consentDisplayNames: false }, 'fr')).toBe(
      'Une personne qui a contribué',
    );
    expect(publicContributorName({ ...giver, isAnonymous: true }, { consentDisplayNames: true }, 'sw')).toBe(
      'Bila jina',
    );
  });

  it('a campaign closes once its end date is over, and only a past date on an open campaign asks first', () => {
    const now = new Date('2026-11-23T22:00:00Z');
    const open = { isActive: true, endedAt: null };
    expect(hasEnded({ ...open, endDate: '2026-11-23' }, now)).toBe(false);
    expect(hasEnded({ ...open, endDate: '2026-11-22' }, now)).toBe(true);
    expect(hasEnded({ ...open, endDate: null }, now)).toBe(false);
    expect(closesContributionsNow({ acceptsContributions: true }, '2026-11-22', now)).toBe(true);
    expect(closesContributionsNow({ acceptsContributions: true }, '2026-11-23', now)).toBe(false);
    expect(closesContributionsNow({ acceptsContributions: true }, null, now)).toBe(false);
    expect(closesContributionsNow({ acceptsContributions: false }, '2026-11-22', now)).toBe(false);
  });
});
