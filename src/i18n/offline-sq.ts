// The Albanian texts of the files the build writes (offline page, web app manifest): never in the pages' scripts.

import type { Locale } from './locale.ts';

export const offlineSq = {
  locale: 'sq' as Locale,
  appName: 'Fauna e Kosovës',
  appShortName: 'Fauna',
  appDescription: 'Listat e llojeve të kafshëve të Republikës së Kosovës, llojet endemike dhe literatura.',
  title: 'Pa lidhje me internetin — Fauna e Kosovës',
  heading: 'Kjo faqe nuk mund të hapet pa internet',
  notKept: 'Jeni pa lidhje me internetin dhe kjo faqe nuk është ruajtur ende në këtë pajisje.',
  retry: 'Provoni përsëri',
  whenOnline: 'kur të keni lidhje.',
  whatWorks: 'Pa internet hapen listat e të gjitha grupeve, llojet endemike, referencat, kërkimi i llojeve dhe faqet e llojeve që keni hapur më parë.',
  home: 'Faqja kryesore',
  endemic: 'Llojet endemike',
  references: 'Referencat',
  groups: 'Grupet shtazore',
};

export type OfflineMessages = typeof offlineSq;
