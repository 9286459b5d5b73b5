/** The organizer's donor list (GET /api/campaigns/:id/donors): rows a page holds unless asked otherwise. */
export const DONORS_PAGE_SIZE = 50;
/** The most one page holds (Copy donor list reads it this many at a time). */
export const DONORS_MAX_PAGE_SIZE = 1000;
