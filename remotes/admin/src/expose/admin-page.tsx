// Exposed as `admin/./AdminPage` (route /admin): the admin session's gate (libs/ui, the same on the
// three sandboxes), then the panel's sections (docs/product.md §2), each its own feature, grouped and
// reachable from the panel's own navigation; the page composes them and hands them the verified token.
import { Page } from '@scoreline/ui';
import { AdminGate, useAdminSession } from '@scoreline/ui/admin';
import type { ComponentType } from 'react';
import '../styles/admin.css';
import { PanelNavigation, type PanelGroup } from '../components/panel-navigation.tsx';
import { AccuracyDiagnosticsSection } from '../features/accuracy-diagnostics/index.ts';
import { ControlsLocked, loadWithToken } from '../features/admin-auth/index.ts';
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
import { apiClient } from '../lib/api-client.ts';

interface PanelSection {
  /** Its title, as the section heads itself: the navigation links to it by it. */
  readonly title: string;
  readonly Section: ComponentType<{ readonly token: string }>;
}

/**
 * The sections in the order of an administrator's day: running the data, judging the predictions,
 * tuning the model; the one-off fixes and migrations, which rewrite stored predictions, come last.
 */
const GROUPS: readonly (Omit<PanelGroup, 'sections'> & { readonly sections: readonly PanelSection[] })[] = [
  {
    name: 'Operations',
    sections: [
      { title: 'Data Management', Section: DataManagementSection },
      { title: 'Live Season', Section: LiveSeasonSection },
      { title: 'Preview Current Gameweek', Section: GameweekPreviewSection },
      { title: 'Event Streams', Section: EventStreamsSection },
    ],
  },
  {
    name: 'Accuracy',
    sections: [
      { title: 'Accuracy Diagnostics', Section: AccuracyDiagnosticsSection },
      { title: 'Probability Calibration', Section: CalibrationSection },
      { title: 'Prediction Quality Diagnostics', Section: QualityDiagnosticsSection },
      { title: 'Progressive Backtesting Verification', Section: ProgressiveVerificationSection },
    ],
  },
  {
    name: 'Model',
    sections: [
      { title: 'Algorithm Weights', Section: WeightsEditorSection },
      { title: 'Batch Weight Testing', Section: BatchWeightTestingSection },
      { title: 'Progressive Backtest', Section: ProgressiveBacktestSection },
      { title: 'Sandboxes', Section: SandboxLinksSection },
    ],
  },
  {
    name: 'Fixes and migrations (rewrite stored data)',
    destructive: true,
    sections: [
      { title: 'CRITICAL FIX', Section: CriticalFixSection },
      { title: 'Smart Rounding Migration', Section: SmartRoundingMigrationSection },
      { title: 'Database Migration', Section: DatabaseMigrationSection },
    ],
  },
];

export default function AdminPage() {
  const admin = useAdminSession({ load: loadWithToken, client: apiClient, loadFailedText: 'Failed to load the admin panel' });
  const { session } = admin;
  return (
    <Page className="ad-page">
      <title>Scoreline - Admin Panel</title>
      <meta name="robots" content="noindex" />
      <h1 className="ad-title">Admin Panel</h1>
      {session.status === 'unlocked' ? (
        <div className="ad-layout">
          <PanelNavigation groups={GROUPS.map((group) => ({ ...group, sections: group.sections.map((s) => s.title) }))} />
          <div className="ad-sections">
            {GROUPS.map((group) => (
              <div key={group.name} className="ad-group" role="group" aria-label={group.name}>
                {group.sections.map(({ title, Section }) => (
                  <Section key={title} token={session.token} />
                ))}
              </div>
            ))}
          </div>
        </div>
      ) : (
        <>
          <AdminGate
            title="Admin sign-in"
            headingLevel={2}
            session={session}
            labels={{ password: 'Unlock Admin Panel', token: 'Verify JWT' }}
            onLogin={admin.login}
            onToken={admin.unlock}
            footer={null}
          />
          <ControlsLocked />
        </>
      )}
    </Page>
  );
}
