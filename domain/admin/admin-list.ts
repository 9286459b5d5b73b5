/**
 * One shape for every admin list (issue 14): a page of at most ADMIN_PAGE_SIZE rows, searched, sorted and paged in
 * the database, never the whole table. Paging fetches one row more than it shows to know whether a next page
 * exists, so no list counts its table on every page.
 */
export const ADMIN_PAGE_SIZE = 25;
/** Deeper than this a list asks for a narrower search: an OFFSET grows with the page number. */
export const ADMIN_MAX_PAGE = 400;
const SEARCH_MAX_LENGTH = 100;

export type SortDirection = 'asc' | 'desc';

export interface AdminListQuery<Sort extends string = string> {
  /** 1-based. */
  page: number;
  /** Trimmed search text; '' for none. */
  search: string;
  sort: Sort;
  direction: SortDirection;
  /** Each list's own filters (action, status, …): only the names it declares, each trimmed, '' for none. */
  filters: Record<string, string>;
}

export interface AdminListPage<Row> {
  rows: Row[];
  page: number;
  hasPreviousPage: boolean;
  hasNextPage: boolean;
}

/** Reads `page`, `q`, `sort`, `dir` and the list's own filters from a query string; anything unknown falls back. */
export function adminListQueryOf<Sort extends string>(
  params: URLSearchParams,
  {
    sorts,
    defaultSort,
    defaultDirection = 'desc',
    filters = [],
  }: {
    sorts: readonly Sort[];
    defaultSort: Sort;
    defaultDirection?: SortDirection;
    filters?: readonly string[];
  },
): AdminListQuery<Sort> {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const sort = params.get('sort') as Sort | null;
  const direction = params.get('dir');
  return {
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, ADMIN_MAX_PAGE) : 1,
    search: (params.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    sort: sort && sorts.includes(sort) ? sort : defaultSort,
    direction: direction === 'asc' || direction === 'desc' ? direction : defaultDirection,
    filters: Object.fromEntries(filters.map((name) => [name, (params.get(name) ?? '').trim().slice(0, 100)])),
  };
}

/** LIMIT and OFFSET for a page: one row more than the page shows. */
export function pageWindow(page: number, pageSize = ADMIN_PAGE_SIZE) {
  return { limit: pageSize + 1, offset: (page - 1) * pageSize };
}

/** The page from the rows fetched with `pageWindow`. */
export function pageOf<Row>(fetched: Row[], page: number, pageSize = ADMIN_PAGE_SIZE): AdminListPage<Row> {
  return {
    rows: fetched.slice(0, pageSize),
    page,
    hasPreviousPage: page > 1,
    hasNextPage: fetched.length > pageSize,
  };
}

/** A search term for ILIKE: its own % and _ match literally. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
