/** Text that has broken web apps before: encodings, injections, extremes, lookalikes. */
const HOSTILE_TEXT = [
  '',
  ' ',
  'a',
  '\u0000',
  'nul\u0000in the middle',
  '\ud800',
  '\uffff',
  '💐🕯️',
  'Ngozi Ọkafọ',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' or '1'='1",
  "'); drop table users; --",
  '../../etc/passwd',
  '%00',
  '%E0%A4%A',
  '\r\nSet-Cookie: a=b',
  '//evil.example',
  'https://evil.example/x.png',
  'javascript:alert(1)',
  '{{7*7}}',
  '$' + '{7*7}',
  '__proto__',
  'constructor',
  '-1',
  '0',
  '1e309',
  '0x10',
  'NaN',
  '99999999999',
  '2147483648',
  '1.005',
  '9'.repeat(40),
  'x'.repeat(5001),
  'é'.repeat(300),
  '2026-02-30',
  'data:image/png;base64,AAAA',
  'pi_123_secret_456',
  'someone@example.com',
  'a@b',
  '+2348031234567',
  'KES',
  'XXX',
];

const HOSTILE_NUMBERS = [0, -1, 1, 0.001, 1e308, -1e308, 2 ** 31, 2 ** 53 + 1, 99_999_999_999, 2.5];

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)];
}

/** One JSON value: mostly hostile text and numbers, sometimes nested arrays and objects. */
export function fuzzedValue(random: () => number, depth = 0): unknown {
  const roll = random();
  if (roll < 0.5) return pick(random, HOSTILE_TEXT);
  if (roll < 0.7) return pick(random, HOSTILE_NUMBERS);
  if (roll < 0.78) return random() < 0.5;
  if (roll < 0.84) return null;
  if (depth > 2) return pick(random, HOSTILE_TEXT);
  if (roll < 0.92)
    return Array.from({ length: Math.floor(random() * 4) }, () => fuzzedValue(random, depth + 1));
  return Object.fromEntries(
    Array.from({ length: Math.floor(random() * 4) }, () => [
      pick(random, HOSTILE_TEXT).slice(0, 20),
      fuzzedValue(random, depth + 1),
    ]),
  );
}

/**
 * A route's plausible body with some of its fields replaced, dropped or joined by strangers: valid enough to reach
 * the code behind the first checks, hostile enough to find what those checks miss.
 */
export function fuzzedBody(random: () => number, base: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = { ...base };
  for (const name of Object.keys(body)) {
    const roll = random();
    if (roll < 0.35) body[name] = fuzzedValue(random);
    else if (roll < 0.45) delete body[name];
  }
  if (random() < 0.2) body[pick(random, HOSTILE_TEXT).slice(0, 20)] = fuzzedValue(random);
  return body;
}

/** A URL component of any text, lone surrogates included (encodeURIComponent refuses those). */
export function encodedSegment(value: unknown): string {
  const wellFormed = String(value).replace(
    /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
    '\ufffd',
  );
  return encodeURIComponent(wellFormed);
}
