import { describe, expect, it } from 'vitest';
import { CONTROL_PAGE, startControlServer } from './control-page.ts';

describe('the Lighthouse control page', () => {
  it('has nothing to load or run: no script, style, link or image', () => {
    expect(CONTROL_PAGE).toMatch(/^<!doctype html><html lang="sq">/);
    expect(CONTROL_PAGE).not.toMatch(/<(script|style|link|img)\b/i);
  });

  it('is served at / (anything else is a 404)', async () => {
    const server = await startControlServer();
    try {
      const page = await fetch(server.url);
      expect(page.status).toBe(200);
      expect(await page.text()).toBe(CONTROL_PAGE);
      expect((await fetch(new URL('favicon.ico', server.url))).status).toBe(404);
    } finally {
      await server.stop();
    }
  });
});
