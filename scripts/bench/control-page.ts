// The bench's control for Lighthouse: a page with no script, no stylesheet and no image, served on the same machine
// and measured with the same settings as the site's routes. What Lighthouse reports for it (its TBT above all) is
// the floor this machine and browser put under every page, whatever the site does.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The control page: valid HTML, a heading and some text, nothing else. */
export const CONTROL_PAGE = [
  '<!doctype html><html lang="sq"><head><meta charset="utf-8">',
  '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Kontroll</title></head>',
  '<body><h1>Fauna e Kosovës</h1><p>Një faqe pa skripte, pa stile e pa foto, për krahasim.</p></body></html>',
].join('');

export type ControlServer = { url: string; stop: () => Promise<void> };

/** Serves CONTROL_PAGE at `/` on a free port of 127.0.0.1. */
export async function startControlServer(): Promise<ControlServer> {
  const server: Server = createServer((request, response) => {
    response.writeHead(request.url === '/' ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    response.end(request.url === '/' ? CONTROL_PAGE : '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}
