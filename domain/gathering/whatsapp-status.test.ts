import { describe, expect, it } from 'vitest';
import type { CampaignEventSummary } from './events';
import {
  plainForWhatsApp,
  WHATSAPP_STATUS_MAX,
  whatsAppShareUrl,
  whatsAppStatusText,
} from './whatsapp-status';

const now = new Date('2026-03-10T09:00:00Z');

const funeral: CampaignEventSummary = {
  id: 1,
  kind: 'funeral',
  title: 'Funeral service',
  startsAt: new Date('2026-03-14T07:00:00Z'),
  endsAt: null,
  timeZone: 'Africa/Nairobi',
  venueName: 'All Saints Cathedral',
  venueAddress: 'Kenyatta Avenue, Nairobi',
};
const pastVigil: CampaignEventSummary = {
  ...funeral,
  id: 2,
  kind: 'vigil',
  startsAt: new Date('2026-03-01T16:00:00Z'),
};

const base = {
  deceasedName: 'Grace Achieng',
  totalRaised: 125_000,
  goal: 500_000,
  currency: 'KES',
  contributorCount: 37,
  events: [pastVigil, funeral],
  pageUrl: 'https://pamoja.example/campaign/grace-achieng',
  wallet: null,
  latestUpdate:
    'The burial will be in Kisumu.\nBuses leave at 6.\nBring warm clothes.\nFourth line not shown.',
  now,
};

describe('whatsAppStatusText', () => {
  it('when a campaign has a goal, a service ahead and an update, then the text gives each of them and the link', () => {
    const text = whatsAppStatusText(base);
    expect(text).toContain('In loving memory of Grace Achieng');
    expect(text).toContain('Raised so far: KES 125,000 of KES 500,000 (25%). 37 people have given.');
    expect(text).toContain(
      'Next: Funeral service: Saturday 14 March, 10:00 Nairobi time, All Saints Cathedral, Kenyatta Avenue, Nairobi.',
    );
    expect(text).not.toContain('Vigil');
    expect(text).toContain(
      'Latest update:\nThe burial will be in Kisumu.\nBuses leave at 6.\nBring warm clothes.',
    );
    expect(text).not.toContain('Fourth line');
    expect(text).toContain('To give or leave a message: https://pamoja.example/campaign/grace-achieng');
    expect(text).not.toContain('Mobile money');
    expect(text).not.toMatch(/[\u00a0\u202f*_~`]/);
  });

  it("when the campaign is in Swahili, then the status is in Swahili whoever sends it, amounts in Swahili's format", () => {
    const text = whatsAppStatusText({
      ...base,
      wallet: { phone: '+254 712 345678', recipientName: 'Mary Achieng' },
      language: 'sw',
    });
    expect(text).toContain('Kwa kumbukumbu ya Grace Achieng');
    expect(text).toMatch(/Kilichochangwa hadi sasa: .+ kati ya .+ \(25%\)\. Watu 37 wamechangia\./);
    expect(text).toContain('Kuchangia au kuacha ujumbe: https://pamoja.example/campaign/grace-achieng');
    expect(text).toContain('Pesa za simu: +254 712 345678 (Mary Achieng)');
    expect(text).not.toMatch(/In loving memory|Raised so far|To give or leave/);
  });

  it('when the family allows the number, then it is given; without a goal or a service, those lines are left out', () => {
    const text = whatsAppStatusText({
      ...base,
      goal: null,
      events: [pastVigil],
      latestUpdate: null,
      contributorCount: 1,
      wallet: { phone: '+254722000111', recipientName: 'Peter Otieno' },
    });
    expect(text).toContain('Raised so far: KES 125,000. 1 person has given.');
    expect(text).not.toContain('Next:');
    expect(text).not.toContain('Latest update');
    expect(text.endsWith('Mobile money: +254722000111 (Peter Otieno)')).toBe(true);
  });

  it('when the update is huge and every name long, then the text still fits under 1,000 characters with the link, total and number', () => {
    const long = 'Wanjiru '.repeat(40).trim();
    const text = whatsAppStatusText({
      ...base,
      deceasedName: `Grace ${'Nyambura '.repeat(12).trim()}`,
      events: [{ ...funeral, venueName: long, venueAddress: 'Kisumu Road '.repeat(25) }],
      latestUpdate: `${'word '.repeat(20_000)}\n`.repeat(5),
      wallet: { phone: '+254722000111', recipientName: long },
    });
    expect(text.length).toBeLessThan(1000);
    expect(text.length).toBeLessThanOrEqual(WHATSAPP_STATUS_MAX);
    expect(text).toContain('https://pamoja.example/campaign/grace-achieng');
    expect(text).toContain('KES 125,000');
    expect(text).toContain('+254722000111');
    expect(text).toContain('Next: Funeral service: Saturday 14 March, 10:00');
  });

  it('when people typed WhatsApp markers, quotes or hidden characters, then they are taken out', () => {
    const text = whatsAppStatusText({
      ...base,
      deceasedName: '*Grace* _Achieng_',
      latestUpdate: '> quoted\n- listed ~struck~ `code`\u200e\u0007',
    });
    expect(text).toContain('In loving memory of Grace Achieng');
    expect(text).toContain('Latest update:\nquoted\nlisted struck code');
    expect(text).not.toMatch(/[*_~`>\u200e]/);
    expect(text).not.toContain('\u0007');
  });

  it('when the text is put in a wa.me link, then it is encoded whole', () => {
    const text = whatsAppStatusText(base);
    const url = whatsAppShareUrl(text);
    expect(url.startsWith('https://wa.me/?text=')).toBe(true);
    expect(decodeURIComponent(url.slice('https://wa.me/?text='.length))).toBe(text);
  });
});

describe('plainForWhatsApp', () => {
  it('keeps ordinary punctuation, emoji sequences and line breaks', () => {
    expect(plainForWhatsApp("O'Brien, 1950-2026: rest well 👨‍👩‍👧\r\nAmen.")).toBe(
      "O'Brien, 1950-2026: rest well 👨‍👩‍👧\nAmen.",
    );
  });
});
