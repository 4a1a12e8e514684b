// The track-record feature's public surface for its exposed page.
export { TrackRecordSeo } from './components/track-record-seo.tsx';
export { TrackRecordView } from './components/track-record-view.tsx';
export { useTrackRecord } from './hooks/use-track-record.ts';
export { TRACK_RECORD_TEXTS } from './texts.ts';
