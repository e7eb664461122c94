// The third-party validators' system tools (test/validators/): Java for the Nu HTML Checker (Debian's
// default-jre-headless) and xmllint (libxml2-utils), installed with apt-get when missing and we are root; otherwise
// the tests that need them are skipped, each with one line.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { XMLLINT } from '../test/validators/xml-schema.ts';
import { aptInstall } from './apt-install.ts';

const javaWorks = () => spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0;

/** Installs what is missing; prints one line for each tool that is still missing. Never throws. */
export function ensureValidatorTools(): void {
  if (!javaWorks()) aptInstall(['default-jre-headless'], 'Java for the Nu HTML Checker');
  if (!javaWorks()) console.warn('! java not found (Debian default-jre-headless): the Nu HTML Checker tests are skipped.');
  if (!existsSync(XMLLINT)) aptInstall(['libxml2-utils'], 'xmllint for the XML schema tests');
  if (!existsSync(XMLLINT)) console.warn(`! ${XMLLINT} not found (Debian libxml2-utils): the XML schema tests are skipped.`);
}
