import { ApiError } from '../../lib/api-request';
import { type CreatedCampaign, submitPendingCampaign } from '../../lib/pending-campaign';
import type { CampaignBody } from './wizard-model';

const AUTH_RETRY_DELAY_MS = 1000;

/** A 401: it may only mean the new session cookie was not in place yet (spec part 1 §4). */
export function isAuthenticationFailure(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/**
 * Creates the campaign right after sign-up; on an authentication failure waits a second and tries once more.
 * The draft stays saved (pendingCampaignData) until the server has accepted it.
 */
export async function createCampaignAfterSignUp(
  body: CampaignBody,
  submit: (body: CampaignBody) => Promise<CreatedCampaign> = submitPendingCampaign,
): Promise<CreatedCampaign> {
  try {
    return await submit(body);
  } catch (error) {
    if (!isAuthenticationFailure(error)) throw error;
    await new Promise((resolve) => setTimeout(resolve, AUTH_RETRY_DELAY_MS));
    return submit(body);
  }
}
