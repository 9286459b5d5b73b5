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

/**
 * A message the loader sent as a template ("Report the message from {name}") because an input is known only in
 * the browser (a tribute loaded by "Show more"): each `{input}` filled once, never read again.
 */
export function fill(template: string, inputs: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) => inputs[name] ?? slot);
}
