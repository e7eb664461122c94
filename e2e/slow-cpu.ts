import type { Page } from '@playwright/test';

/**
 * Runs `steps` with the page's CPU `rate` times slower, as on a slow phone, and sets it back however they end (a tab
 * may be shared with the worker's next tests).
 */
export async function withSlowCpu<T>(page: Page, rate: number, steps: () => Promise<T>): Promise<T> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  try {
    return await steps();
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
  }
}
