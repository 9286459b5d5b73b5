import pino, { type DestinationStream, type Logger } from 'pino';

/** Fields that could carry a secret if some code ever logged a request body or a user row by mistake. */
const REDACTED_PATHS = [
  'password',
  '*.password',
  'token',
  '*.token',
  'sessionId',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
];

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino({ level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } }, destination);
}
