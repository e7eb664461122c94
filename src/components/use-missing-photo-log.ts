import { useEffect } from 'react';

const logged = new Set<string>();

/** Logs a missing photo as an error, once per species per page load. */
export function useMissingPhotoLog(species: string, missing: boolean) {
  useEffect(() => {
    if (!missing || logged.has(species)) return;
    logged.add(species);
    console.error(`Missing photo: photos/${species}.jpg`);
  }, [species, missing]);
}
