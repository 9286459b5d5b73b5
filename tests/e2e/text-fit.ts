import type { Page } from '@playwright/test';
import { expect } from './playwright-utils';

/**
 * The page is exactly as wide as the screen (360 px on the phone project): nothing scrolls sideways (a phone browser
 * widens its window to fit a page that overflows, so the screen's width is the measure, not window.innerWidth), and
 * no word is split.
 */
export async function expectToFitTheScreen(page: Page, what: string) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${what} is wider than the screen`).toBe(page.viewportSize()?.width);
  await expectNoSplitWords(page, what);
}

/**
 * Words that wrap inside themselves although a line could hold them ("WhatsA/pp", "KES 110.0/0"): a word is split
 * when its pieces sit on different lines, and a defect when it is no wider than the block it flows in. That block is
 * the nearest one laid out as a plain block: flex and grid items, and inline boxes, take the room their container
 * gives them, so a word squeezed by a neighbour is measured against the room the container had. A word longer than
 * its block (a long name) may break, and so may links and e-mail addresses (`/`, `@`); nothing else may.
 */
export async function expectNoSplitWords(page: Page, what: string) {
  const splits = await page.evaluate(() => {
    const isLaidOutByParent = (element: Element) => {
      const parentDisplay = element.parentElement ? getComputedStyle(element.parentElement).display : '';
      return /flex|grid/.test(parentDisplay) || getComputedStyle(element).display.startsWith('inline');
    };
    const roomOf = (element: Element) => {
      let block = element;
      while (block.parentElement && isLaidOutByParent(block)) block = block.parentElement;
      const style = getComputedStyle(block);
      return block.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    };
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node as Text;
      const parent = text.parentElement;
      if (!parent?.checkVisibility({ visibilityProperty: true })) continue;
      // A line may end after a hyphen or a dash ("e-/mails", "10:00–/12:30"): each part is a word of its own.
      for (const word of text.data.matchAll(/[^\s\-–—]+[-–—]*|[-–—]+/g)) {
        if (/[/@]/.test(word[0])) continue;
        const range = document.createRange();
        range.setStart(text, word.index);
        range.setEnd(text, word.index + word[0].length);
        const pieces = [...range.getClientRects()].filter((rect) => rect.width > 0);
        const lines = new Set(pieces.map((rect) => Math.round(rect.top)));
        if (lines.size < 2) continue;
        const width = pieces.reduce((sum, rect) => sum + rect.width, 0);
        if (width <= roomOf(parent)) {
          found.push(`"${word[0]}" in <${parent.tagName.toLowerCase()}> "${text.data.slice(0, 40)}"`);
        }
      }
    }
    return found;
  });
  expect(splits, `${what}: words split across lines`).toEqual([]);
}
