import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact-url';

describe('redactUrl', () => {
  it.each([
    ['postgres://app:hunter2@db.example:5432/pamoja', 'postgres://app:[redacted]@db.example:5432/pamoja'],
    [
      'postgres://app@db.example/pamoja?password=hunter2&sslmode=require',
      'postgres://app@db.example/pamoja?password=[redacted]&sslmode=require',
    ],
    ['https://models.example/v1?api_key=sk-secret', 'https://models.example/v1?api_key=[redacted]'],
    [
      'https://objects.example/?X-Amz-Signature=abc&X-Amz-Credential=def',
      'https://objects.example/?X-Amz-Signature=[redacted]&X-Amz-Credential=[redacted]',
    ],
    ['/reset-password?token=abc123', '/reset-password?token=[redacted]'],
    // A giver back from their bank: the intent's client secret confirms and reads the payment (issue 29 item 8).
    [
      '/campaign/amara?payment_intent=pi_123&payment_intent_client_secret=pi_123_secret_abc&redirect_status=succeeded',
      '/campaign/amara?payment_intent=pi_123&payment_intent_client_secret=[redacted]&redirect_status=succeeded',
    ],
    [
      '/api/auth/google/callback?code=c&state=s',
      '/api/auth/google/callback?code=[redacted]&state=[redacted]',
    ],
    ['/campaign/amina?ref=whatsapp', '/campaign/amina?ref=whatsapp'],
  ])('%s is shown as %s', (url, shown) => {
    expect(redactUrl(url)).toBe(shown);
  });

  it('when the text is no URL, then none of it is shown', () => {
    expect(redactUrl('db.example:5432 password=hunter2')).toBe('[not a URL]');
  });
});
