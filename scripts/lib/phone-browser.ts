/**
 * What a family member's phone says it is. Measured requests send it: the server answers crawlers (and clients
 * that name no browser, such as Node's fetch) with the whole document at once, not as browsers get it.
 */
export const PHONE_BROWSER = {
  'user-agent':
    'Mozilla/5.0 (Linux; Android 10; TECNO KE5) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36',
};
