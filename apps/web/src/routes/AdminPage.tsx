import { verifySecondFactor } from '@quizcoop/api';
import { useBackendClient, useTwoFactorStatus } from '@quizcoop/api/react';
import { Spinner, sprinkles } from '@quizcoop/ui';
import { AccountsSection } from './admin/AccountsSection';
import { AuditLogSection } from './admin/AuditLogSection';
import { FeatureAnalyticsSection } from './admin/FeatureAnalyticsSection';
import { FlagsSection } from './admin/FlagsSection';
import { OverviewSection } from './admin/OverviewSection';
import { ReportsSection } from './admin/ReportsSection';
import { SetsSection } from './admin/SetsSection';
import { TestEmailSection } from './admin/TestEmailSection';
import { SecondFactorForm } from './auth/SecondFactorForm';

const ADMIN_CODE_TEXTS = {
  title: 'Enter your two-factor code',
  explanation:
    'Your admin account has two-factor authentication on. Enter the six-digit code from your authenticator app to open the dashboard.',
} as const;

/**
 * The admin's pages need the second factor once the admin has one (the database refuses an aal1 session
 * anyway): an admin signed in with the password alone is asked for the code before the dashboard loads.
 */
export function AdminPage() {
  const client = useBackendClient();
  const status = useTwoFactorStatus();
  if (status.isPending) return <Spinner label="Checking your access" />;
  if (status.data?.needsCode) {
    return (
      <main className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg', padding: 'lg' })}>
        <h1>{ADMIN_CODE_TEXTS.title}</h1>
        <p>{ADMIN_CODE_TEXTS.explanation}</p>
        <div style={{ maxWidth: '28rem' }}>
          <SecondFactorForm
            verify={(code) => verifySecondFactor(client, code)}
            onVerified={() => undefined}
          />
        </div>
      </main>
    );
  }
  return <AdminDashboard />;
}

/**
 * The dashboard's sections, in the order they appear. Each section loads and reports its own data, so a
 * section added here needs nothing else from the page.
 */
const sections = [
  { id: 'overview', Section: OverviewSection },
  { id: 'reports', Section: ReportsSection },
  { id: 'flags', Section: FlagsSection },
  { id: 'feature-analytics', Section: FeatureAnalyticsSection },
  { id: 'sets', Section: SetsSection },
  { id: 'accounts', Section: AccountsSection },
  { id: 'test-email', Section: TestEmailSection },
  { id: 'audit-log', Section: AuditLogSection },
];

function AdminDashboard() {
  return (
    <main className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg', padding: 'lg' })}>
      <h1>Admin Dashboard</h1>
      {sections.map(({ id, Section }) => (
        <Section key={id} />
      ))}
    </main>
  );
}
