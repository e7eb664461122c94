import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { removeSettled, removeUnpublishedSite } from './remove-settled.ts';

// Another thread that keeps writing into the folder for a while, as the bundler's threads do when a build is stopped.
const WRITER = `
const { mkdirSync, writeFileSync } = require('node:fs');
const { parentPort, workerData } = require('node:worker_threads');
const until = Date.now() + workerData.ms;
let n = 0;
parentPort.postMessage('writing');
while (Date.now() < until) {
  try { mkdirSync(workerData.dir + '/client/assets', { recursive: true }); writeFileSync(workerData.dir + '/client/assets/' + n++ + '.js', 'x'); } catch {}
}
`;

let work = '';
afterEach(() => rmSync(work, { recursive: true, force: true }));

async function writing(dir: string, ms: number): Promise<Worker> {
  const worker = new Worker(WRITER, { eval: true, workerData: { dir, ms } });
  await new Promise((resolve) => worker.once('message', resolve));
  return worker;
}

describe('removeSettled', () => {
  it('removes a folder that another thread writes into for a while after the first removal', async () => {
    work = mkdtempSync(path.join(os.tmpdir(), 'remove-settled-'));
    const site = path.join(work, 'site');
    const worker = await writing(site, 400);
    expect(removeSettled(site, 150)).toBe(true);
    expect(existsSync(site)).toBe(false);
    await worker.terminate();
  });

  it('says so when the folder keeps coming back', async () => {
    work = mkdtempSync(path.join(os.tmpdir(), 'remove-settled-'));
    const site = path.join(work, 'site');
    const worker = await writing(site, 2_000);
    expect(removeSettled(site, 100, 1)).toBe(false);
    await worker.terminate();
  });

  it('a build that cannot remove its site folder says so in one line, naming it (stopped or failed alike)', async () => {
    work = mkdtempSync(path.join(os.tmpdir(), 'remove-settled-'));
    const site = path.join(work, 'site');
    const worker = await writing(site, 2_000);
    const said: string[] = [];
    removeUnpublishedSite(site, (line) => said.push(line), 100, 1);
    await worker.terminate();
    expect(said).toEqual([`${site}: still being written to, not removed; the next build removes it`]);
  });

  it('says nothing when the folder is gone', () => {
    work = mkdtempSync(path.join(os.tmpdir(), 'remove-settled-'));
    const said: string[] = [];
    removeUnpublishedSite(path.join(work, 'site'), (line) => said.push(line), 10, 1);
    expect(said).toEqual([]);
  });
});
