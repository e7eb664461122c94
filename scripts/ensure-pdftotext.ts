// The print test reads the printed PDF's text with pdftotext (Debian's poppler-utils): installed with apt-get when
// missing and we are root; otherwise that test checks the PDF's header only, and says so.
import { existsSync } from 'node:fs';
import { aptInstall } from './apt-install.ts';

export const PDFTOTEXT = '/usr/bin/pdftotext';

/** Whether pdftotext is there (after trying to install it). Never throws: it is not required. */
export function ensurePdftotext(): boolean {
  if (!existsSync(PDFTOTEXT)) aptInstall(['poppler-utils'], 'pdftotext for the print test');
  return existsSync(PDFTOTEXT);
}
