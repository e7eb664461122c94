// The CSV parser as its own chunk, for browsers where the worker cannot run (see parse-in-worker.ts): the pages'
// loaders import checklist-view.ts statically, so the dynamic import goes through this module.
export { parseChecklistView } from './checklist-view.ts';
