// Exposed as `admin/./AdminPage` (route /admin): the two gates, then the panel's sections (spec
// section 2), each its own feature; the page composes them and hands them the verified token.
import { Page } from '@scoreline/ui';
import '../styles/admin.css';
import { AccuracyDiagnosticsSection } from '../features/accuracy-diagnostics/index.ts';
import { AuthGates, ControlsLocked, useAdminAuth } from '../features/admin-auth/index.ts';
import { BatchWeightTestingSection } from '../features/batch-weight-testing/index.ts';
import { CalibrationSection } from '../features/calibration/index.ts';
import { CriticalFixSection } from '../features/critical-fix/index.ts';
import { DataManagementSection } from '../features/data-management/index.ts';
import { DatabaseMigrationSection } from '../features/database-migration/index.ts';
import { EventStreamsSection } from '../features/event-streams/index.ts';
import { GameweekPreviewSection } from '../features/gameweek-preview/index.ts';
import { LiveSeasonSection } from '../features/live-season/index.ts';
import { ProgressiveBacktestSection } from '../features/progressive-backtest/index.ts';
import { ProgressiveVerificationSection } from '../features/progressive-verification/index.ts';
import { QualityDiagnosticsSection } from '../features/quality-diagnostics/index.ts';
import { SandboxLinksSection } from '../features/sandbox-links/index.ts';
import { SmartRoundingMigrationSection } from '../features/smart-rounding-migration/index.ts';
import { WeightsEditorSection } from '../features/weights-editor/index.ts';

export default function AdminPage() {
  const auth = useAdminAuth();
  const token = auth.unlockedToken;
  return (
    <Page className="ad-page">
      <title>Scoreline - Admin Panel</title>
      <meta name="robots" content="noindex" />
      <h1 className="ad-title">Admin Panel</h1>
      {token ? null : <AuthGates auth={auth} />}
      {token ? (
        <div className="ad-sections">
          <SmartRoundingMigrationSection token={token} />
          <DataManagementSection token={token} />
          <LiveSeasonSection token={token} />
          <CriticalFixSection token={token} />
          <AccuracyDiagnosticsSection token={token} />
          <CalibrationSection token={token} />
          <ProgressiveVerificationSection />
          <QualityDiagnosticsSection token={token} />
          <GameweekPreviewSection token={token} />
          <DatabaseMigrationSection token={token} />
          <SandboxLinksSection />
          <BatchWeightTestingSection token={token} />
          <ProgressiveBacktestSection token={token} />
          <WeightsEditorSection token={token} />
          <EventStreamsSection token={token} />
        </div>
      ) : (
        <ControlsLocked />
      )}
    </Page>
  );
}
