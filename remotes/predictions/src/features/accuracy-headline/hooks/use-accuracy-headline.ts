// The track record's headline figure for the footer strip: every graded prediction as the site
// showed it. Null while loading or when the call fails: the strip then shows its label alone, never
// a made-up number.
import { useEffect, useState } from 'react';
import type { TrackRecordHeadline } from '@scoreline/contracts';
import { getAccuracyHeadline } from '../api/get-accuracy-headline.ts';

export function useAccuracyHeadline(): TrackRecordHeadline | null {
  const [headline, setHeadline] = useState<TrackRecordHeadline | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    getAccuracyHeadline(controller.signal).then(setHeadline, () => undefined);
    return () => controller.abort();
  }, []);
  return headline;
}
