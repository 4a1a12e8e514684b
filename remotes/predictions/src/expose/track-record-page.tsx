// Exposed as `predictions/./TrackRecordPage` (route /track-record): how every prediction the site
// showed did. Its own exposed module, so the chart library it draws with is fetched on this page
// only and never with Home (README.md, "Bundle budget").
import { Page } from '@scoreline/ui';
import '../styles/predictions.css';
import '../styles/track-record.css';
import { TrackRecordSeo, TrackRecordView, useTrackRecord } from '../features/track-record/index.ts';

export default function TrackRecordPage() {
  const [state, retry] = useTrackRecord();
  return (
    <Page className="pr-track-record">
      <TrackRecordSeo />
      <TrackRecordView state={state} onRetry={retry} />
    </Page>
  );
}
