/** HTML that only React's server renderer made (`renderToStaticMarkup` escapes every text): never a visitor's string. */
export type StaticMarkup = string & { readonly __staticMarkup: true };

/**
 * HTML the server rendered once, needing no script (decision 017): the campaign page's gathering sections. React
 * keeps it as it is on hydration, so none of their components ships to the browser.
 */
export function StaticHtml({ html }: { html: StaticMarkup }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: StaticMarkup is React's own escaped server rendering.
  return html ? <div dangerouslySetInnerHTML={{ __html: html }} /> : null;
}
