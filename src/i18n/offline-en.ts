// The English texts of the files the build writes, typed against the Albanian ones.
import type { OfflineMessages } from './offline-sq.ts';

export const offlineEn: OfflineMessages = {
  locale: 'en',
  appName: 'Fauna of Kosovo',
  appShortName: 'Fauna',
  appDescription: 'The checklists of the animal species of the Republic of Kosovo, the endemic species and the literature.',
  title: 'Offline — Fauna of Kosovo',
  heading: 'This page cannot be opened offline',
  notKept: 'You are offline and this page has not yet been saved on this device.',
  retry: 'Try again',
  whenOnline: 'when you are back online.',
  whatWorks: 'Offline, you can still open the checklists of all groups, the endemic species, the references, the species search and the species pages you have opened before.',
  home: 'Home page',
  endemic: 'Endemic species',
  references: 'References',
  groups: 'Animal groups',
};
