import { createContext } from 'react';

/**
 * The campaign's share text, made on the server in the campaign's language (decision 030) and given by the
 * campaign page to every share card on it, the giving wizard's thank-you included.
 */
export const CampaignShareMessage = createContext('');
