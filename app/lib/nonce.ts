import { createContext, useContext } from 'react';

/** The request's CSP nonce; provided on the server, empty in the browser (where it is no longer needed). */
export const NonceContext = createContext('');
export const useNonce = () => useContext(NonceContext);
