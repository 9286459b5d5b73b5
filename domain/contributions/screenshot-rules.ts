/** Screenshots arrive as data URLs: "about 1.5 MB encoded" (spec part 2 §9). Browser-safe. */
export const MAX_SCREENSHOT_DATA_URL_LENGTH = 1_500_000;
