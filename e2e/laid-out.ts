import type { Page } from '@playwright/test';

/** A phone of Lighthouse's mobile preset: where a long page's first load costs the most. */
export const PHONE = { viewport: { width: 412, height: 823 }, isMobile: true, deviceScaleFactor: 1.75 };

/**
 * Waits for the next two frames: the items a load or a scroll brings near the view (`content-visibility: auto`) are
 * laid out in them, and a visitor acts on what they show.
 */
export async function afterNextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * How much of a long list the browser has laid out (`content-visibility: auto` skips the items off screen), once
 * the frames after the load have decided which items are near the view: heights in screens, and the scroll.
 */
export async function laidOutScreens(page: Page, items: string): Promise<{ laidOut: number; list: number; scrollY: number }> {
  await afterNextFrames(page);
  return page.evaluate((selector) => {
    const all = [...document.querySelectorAll(selector)];
    const screens = (list: Element[]) => list.reduce((sum, item) => sum + item.getBoundingClientRect().height, 0) / innerHeight;
    const laidOut = all.filter((item) => (item.firstElementChild ?? item).checkVisibility({ contentVisibilityAuto: true }));
    return { laidOut: screens(laidOut), list: screens(all), scrollY };
  }, items);
}
