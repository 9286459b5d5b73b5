import { createContext, useContext } from 'react';

/**
 * A page's words in its reader's language, made by its loader on the server and handed down by the page
 * (`<PageWords value={loaderData.words}>`, decision 027): the page's script carries no message code and no other
 * language. A context rather than useLoaderData, which would add its code to every page's first script.
 */
export const PageWords = createContext<unknown>(null);

export function usePageWords<Words>(): Words {
  return useContext(PageWords) as Words;
}
