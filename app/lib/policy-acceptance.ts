/** Local storage keys of spec part 2 §3: acceptance of each policy, with when it happened. */
export const PRIVACY_POLICY_ACCEPTED_KEY = 'privacyPolicyAccepted';
export const TERMS_OF_SERVICE_ACCEPTED_KEY = 'termsOfServiceAccepted';

export type PolicyAcceptanceKey = typeof PRIVACY_POLICY_ACCEPTED_KEY | typeof TERMS_OF_SERVICE_ACCEPTED_KEY;

export interface PolicyAcceptance {
  accepted: true;
  /** ISO date-time of the acceptance. */
  timestamp: string;
}

export function readPolicyAcceptance(key: PolicyAcceptanceKey): PolicyAcceptance | null {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(key) ?? 'null');
    if (
      parsed &&
      typeof parsed === 'object' &&
      'accepted' in parsed &&
      parsed.accepted === true &&
      'timestamp' in parsed &&
      typeof parsed.timestamp === 'string' &&
      !Number.isNaN(Date.parse(parsed.timestamp))
    ) {
      return { accepted: true, timestamp: parsed.timestamp };
    }
    return null;
  } catch {
    return null;
  }
}

export function savePolicyAcceptance(key: PolicyAcceptanceKey): PolicyAcceptance {
  const acceptance: PolicyAcceptance = { accepted: true, timestamp: new Date().toISOString() };
  try {
    window.localStorage.setItem(key, JSON.stringify(acceptance));
  } catch (error) {
    console.warn('policy acceptance could not be stored', error);
  }
  return acceptance;
}
