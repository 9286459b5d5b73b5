import { describe, expect, it, vi } from 'vitest';
import { createCampaignSchema } from '../../../domain/campaigns/campaign-schemas';
import { ApiError } from '../../lib/api-request';
import { createCampaignAfterSignUp } from './submit-campaign';
import {
  type CampaignBody,
  campaignBodyOf,
  emptyAnswers,
  progressPercent,
  WIZARD_STEPS,
} from './wizard-model';

const answers = {
  ...emptyAnswers('KE'),
  organizerName: 'Wanjiru Kamau',
  organizerEmail: 'wanjiru@example.com',
  organizerPhone: '0712 345678',
  deceasedName: 'Joseph Kamau',
  organizerRelationship: 'other',
  organizerRelationshipOther: 'Godchild',
  deceasedDateOfPassing: '2025-09',
  deceasedBirthYear: '1948',
  deceasedLocation: 'Nyeri, Kenya',
  recipientName: 'Grace Kamau',
  recipientRelationship: 'spouse',
  recipientCountry: 'NG',
  recipientPhone: '803 123 4567',
  recipientPayoutMethod: 'bank_transfer',
  goalAmount: '250000',
  endDate: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
  sharePublicly: 'no' as const,
  acceptTerms: 'yes' as const,
};

describe('the dialog body', () => {
  it('when the answers are complete, then the API schema accepts the body it saves', () => {
    const body = campaignBodyOf(answers);
    expect(body).toMatchObject({
      organizerPhone: '+254 712 345678',
      recipientPhone: '+234 803 123 4567',
      organizerRelationship: 'Godchild',
      campaignCurrency: 'NGN',
      goal: 250000,
      sharePublicly: false,
      consentDisplayNames: false,
      enableSocialSharing: true,
      termsAccepted: true,
    });
    expect(body).not.toHaveProperty('password');
    const parsed = createCampaignSchema.safeParse(JSON.parse(JSON.stringify(body)));
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  });

  it('when the steps are counted, then there are 25 and progress stays under 100% until the last', () => {
    expect(WIZARD_STEPS).toHaveLength(25);
    expect(progressPercent(0)).toBe(4);
    expect(progressPercent(23)).toBe(96);
    expect(progressPercent(24)).toBe(100);
    expect(
      Math.max(...WIZARD_STEPS.slice(0, -1).map((_, index) => progressPercent(index))),
    ).toBeLessThanOrEqual(99);
  });
});

describe('creating after sign-up', () => {
  const body = campaignBodyOf(answers) as CampaignBody;

  it('when the first attempt fails for authentication, then it waits and retries once', async () => {
    vi.useFakeTimers();
    const submit = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('Please sign in to continue', 401))
      .mockResolvedValueOnce({ id: 7, customUrl: 'x' });
    const created = createCampaignAfterSignUp(body, submit);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(created).resolves.toEqual({ id: 7, customUrl: 'x' });
    expect(submit).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });

  it('when the retry fails too, or the failure is of another kind, then the error is passed on', async () => {
    const other = vi.fn().mockRejectedValue(new ApiError('This custom URL is already taken', 409));
    await expect(createCampaignAfterSignUp(body, other)).rejects.toThrow('already taken');
    expect(other).toHaveBeenCalledTimes(1);
    // A message that merely mentions signing in is not a 401: the status decides, never the wording.
    const worded = vi.fn().mockRejectedValue(new ApiError('Sign in failed at the payment provider', 502));
    await expect(createCampaignAfterSignUp(body, worded)).rejects.toThrow('payment provider');
    expect(worded).toHaveBeenCalledTimes(1);
    vi.useFakeTimers();
    const twice = vi.fn().mockRejectedValue(new ApiError('401: Unauthorized', 401));
    const result = createCampaignAfterSignUp(body, twice).catch((error: Error) => error.message);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await result).toBe('401: Unauthorized');
    expect(twice).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });
});
