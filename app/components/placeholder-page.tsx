import { site } from '../../config/site';

/** A page's title and description; the title ends with the site's name. */
export function pageMeta(title: string, description: string) {
  return [{ title: `${title} | ${site.name}` }, { name: 'description', content: description }];
}
