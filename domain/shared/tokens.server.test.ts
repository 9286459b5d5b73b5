import { describe, expect, it } from 'vitest';
import { idOfSignedToken, signedTokenOf } from './tokens.server';

describe('signed link tokens', () => {
  const secret = 'a-secret-of-forty-characters-xxxxxxxxxxx';

  it('when a token is read back with its secret and purpose, then it names its id', () => {
    expect(
      idOfSignedToken(secret, 'anniversary-emails', signedTokenOf(secret, 'anniversary-emails', 42)),
    ).toBe(42);
  });

  it('when the purpose, the secret or the id differs, then it is refused', () => {
    const token = signedTokenOf(secret, 'anniversary-emails', 42);
    expect(idOfSignedToken(secret, 'something-else', token)).toBeNull();
    expect(idOfSignedToken(`${secret}y`, 'anniversary-emails', token)).toBeNull();
    expect(idOfSignedToken(secret, 'anniversary-emails', token.replace(/^42/, '43'))).toBeNull();
    expect(idOfSignedToken(secret, 'anniversary-emails', '99999999999.x')).toBeNull();
    expect(idOfSignedToken(secret, 'anniversary-emails', '')).toBeNull();
  });
});
