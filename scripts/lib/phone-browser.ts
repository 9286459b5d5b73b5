/**
 * What a family member's phone sends with every request. Measured requests send it: the server answers clients it
 * takes for crawlers (Node's own fetch among them) with the whole document at once, and a phone takes compressed
 * answers, whose compression is part of what a view costs the server.
 */
export const PHONE_BROWSER = {
  'user-agent':
    'Mozilla/5.0 (Linux; Android 10; TECNO KE5) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36',
  'accept-encoding': 'gzip, deflate, br',
};
