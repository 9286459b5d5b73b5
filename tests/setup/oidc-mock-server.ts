import { createServer } from 'node:http';
import { OAuth2Issuer, OAuth2Service } from 'oauth2-mock-server';

/**
 * A local OpenID Connect issuer standing in for Google in end-to-end tests (oauth2-mock-server). Its authorize
 * endpoint signs the person in at once; `POST /__next-identity` with JSON claims sets who that person is.
 */
export async function startOidcIssuer(port: number) {
  const issuer = new OAuth2Issuer();
  issuer.url = `http://127.0.0.1:${port}`;
  await issuer.keys.generate('RS256');
  const service = new OAuth2Service(issuer);
  let identity: Record<string, unknown> = {
    sub: 'google-default',
    email: 'default@example.com',
    email_verified: true,
  };
  service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, identity);
  });
  const server = createServer((req, res) => {
    if (req.method === 'POST' && req.url === '/__next-identity') {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        identity = JSON.parse(body);
        res.end('{}');
      });
      return;
    }
    service.requestHandler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

if (process.argv[1]?.endsWith('oidc-mock-server.ts')) {
  const port = Number(process.env.OIDC_PORT ?? 3216);
  await startOidcIssuer(port);
  process.stdout.write(`OIDC issuer listening on ${port}\n`);
}
