// pa11y's Puppeteer drives Debian's Chromium (scripts/ensure-chromium.ts): it never downloads a browser of its own.
module.exports = { skipDownload: true };
