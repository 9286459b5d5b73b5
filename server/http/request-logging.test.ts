import { describe, expect, it } from 'vitest';
import { redactUrl } from './request-logging';

describe('request log addresses', () => {
  it('when a giver returns from their bank, then the payment’s client secret is not logged (issue 29 item 8)', () => {
    expect(
      redactUrl(
        '/campaign/amara?payment_intent=pi_123&payment_intent_client_secret=pi_123_secret_abc&redirect_status=succeeded',
      ),
    ).toBe(
      '/campaign/amara?payment_intent=pi_123&payment_intent_client_secret=[redacted]&redirect_status=succeeded',
    );
  });

  it('when a link carries a one-time token, then the token is not logged', () => {
    expect(redactUrl('/reset-password?token=abc123')).toBe('/reset-password?token=[redacted]');
  });
});
