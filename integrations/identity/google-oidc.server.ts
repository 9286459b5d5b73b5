import * as oidc from 'openid-client';
import type { GoogleIdentity } from '../../domain/accounts/sign-in-with-google.server';

export interface GoogleSettings {
  clientId: string;
  clientSecret: string;
  issuerUrl: string;
}

/** What must survive the round trip to Google, kept in a signed cookie in the person's own browser. */
export interface GoogleFlow {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface GoogleSignIn {
  start(redirectUri: string): Promise<{ authorizationUrl: string; flow: GoogleFlow }>;
  /** Exchanges the code (checking state, PKCE and nonce) and returns who signed in. Throws on any mismatch. */
  finish(callbackUrl: URL, flow: GoogleFlow): Promise<GoogleIdentity>;
}

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** OpenID Connect with PKCE against Google (or any issuer: tests use a local one). Discovery happens once, lazily. */
export function createGoogleSignIn(settings: GoogleSettings): GoogleSignIn {
  let configuration: Promise<oidc.Configuration> | undefined;
  const configure = () => {
    const issuer = new URL(settings.issuerUrl);
    // Plain http only for an issuer on this machine (the test OIDC server).
    const insecure = issuer.protocol === 'http:' && LOCAL_HOSTS.has(issuer.hostname);
    configuration ??= oidc
      .discovery(issuer, settings.clientId, settings.clientSecret, undefined, {
        execute: insecure ? [oidc.allowInsecureRequests] : [],
        timeout: 10,
      })
      .catch((error: unknown) => {
        configuration = undefined;
        throw error;
      });
    return configuration;
  };

  return {
    async start(redirectUri) {
      const config = await configure();
      const flow: GoogleFlow = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier: oidc.randomPKCECodeVerifier(),
      };
      const authorizationUrl = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(flow.codeVerifier),
        code_challenge_method: 'S256',
        state: flow.state,
        nonce: flow.nonce,
        prompt: 'select_account',
      });
      return { authorizationUrl: authorizationUrl.href, flow };
    },

    async finish(callbackUrl, flow) {
      const config = await configure();
      const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: flow.codeVerifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('The identity provider returned no ID token');
      return {
        subject: claims.sub,
        email: typeof claims.email === 'string' ? claims.email : undefined,
        emailVerified: claims.email_verified === true || claims.email_verified === 'true',
        givenName: typeof claims.given_name === 'string' ? claims.given_name : undefined,
        familyName: typeof claims.family_name === 'string' ? claims.family_name : undefined,
      };
    },
  };
}
