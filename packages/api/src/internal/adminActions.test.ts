import { startTestServer } from '@quizcoop/server/testing';
import type { TestServer } from '@quizcoop/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REPORTS_PER_PAGE,
  fetchAdminFeatureFlags,
  fetchAuditLog,
  fetchProblemReports,
  fetchPublicSets,
  findAccounts,
  sendTestEmail,
  setFeatureFlag,
  setOfficialSet,
  setPremium,
  unpublishSet,
  updateProblemReport,
} from './adminActions';
import type { BackendClient } from './client';
import { signedInClient } from './testBackend';

const PASSWORD = 'Chalk-Dust-42';
const ADMIN_EMAIL = 'head@school.example';

describe('the admin actions', () => {
  let server: TestServer;
  let admin: BackendClient;

  beforeAll(async () => {
    server = await startTestServer({ adminEmail: ADMIN_EMAIL });
    admin = await signedInClient(
      server,
      await server.createUser({ email: ADMIN_EMAIL, password: PASSWORD, data: { username: 'head' } }),
    );
    for (let index = 0; index < REPORTS_PER_PAGE + 2; index += 1) {
      await server.database.query(
        `insert into public.problem_reports (category, description, created_at)
         values ('bug', $1, now() - make_interval(mins => $2))`,
        [`Report ${index}`, index],
      );
    }
    await server.database.query(
      `insert into public.problem_reports (category, description, created_at)
       values ('content', 'A 100% wrong answer', now() - interval '1 day')`,
    );
  });

  afterAll(async () => {
    await server?.close();
  });

  it('pages through the reports, newest first, and searches them as typed', async () => {
    const first = await fetchProblemReports(admin, { page: 0, search: '' });
    expect(first.total).toBe(REPORTS_PER_PAGE + 3);
    expect(first.reports.map((report) => report.description).slice(0, 2)).toEqual(['Report 0', 'Report 1']);
    const second = await fetchProblemReports(admin, { page: 1, search: '' });
    expect(second.reports.map((report) => report.description)).toEqual([
      `Report ${REPORTS_PER_PAGE}`,
      `Report ${REPORTS_PER_PAGE + 1}`,
      'A 100% wrong answer',
    ]);
    const found = await fetchProblemReports(admin, { page: 0, search: '100%' });
    expect(found.reports.map((report) => report.description)).toEqual(['A 100% wrong answer']);
    expect((await fetchProblemReports(admin, { page: 0, search: '0%' })).total).toBe(1);
  });

  it('moves a report on with a note, and records it', async () => {
    const [report] = (await fetchProblemReports(admin, { page: 0, search: 'Report 0' })).reports;
    await updateProblemReport(admin, { reportId: report!.id, status: 'in_progress', notes: 'Reproduced' });
    const [updated] = (await fetchProblemReports(admin, { page: 0, search: 'Report 0' })).reports;
    expect(updated).toMatchObject({ status: 'in_progress', admin_notes: 'Reproduced' });
    await expect(
      updateProblemReport(admin, { reportId: report!.id, status: 'open', notes: '' }),
    ).rejects.toThrow(
      'The report could not be updated: A report moves forward only: open, then in progress, then resolved.',
    );
    expect((await fetchAuditLog(admin))[0]).toMatchObject({ action: 'report.status', target: report!.id });
  });

  it('switches a feature flag', async () => {
    await setFeatureFlag(admin, { name: 'copy_public_games', enabled: false });
    const flags = await fetchAdminFeatureFlags(admin);
    expect(flags.find((flag) => flag.name === 'copy_public_games')).toMatchObject({ enabled: false });
  });

  it('marks a public set official, unmarks it and takes it out of the public library', async () => {
    const teacher = await server.createUser({ email: 'ada@school.example', password: PASSWORD });
    await server.database.query(
      `insert into public.question_sets (game_name, is_public, created_by) values ('Ada''s 50% quiz', true, $1)`,
      [teacher.id],
    );
    const [set] = await fetchPublicSets(admin, '50%');
    expect(set).toMatchObject({ game_name: "Ada's 50% quiz", is_official: false });
    await setOfficialSet(admin, { setId: set!.id, official: true });
    expect((await fetchPublicSets(admin, '50%'))[0]).toMatchObject({ is_official: true });
    await setOfficialSet(admin, { setId: set!.id, official: false });
    await unpublishSet(admin, set!.id);
    expect(await fetchPublicSets(admin, '50%')).toEqual([]);
  });

  it('finds an account by part of its email and gives it premium, then takes it away', async () => {
    const teacher = await server.createUser({ email: 'grace@school.example', password: PASSWORD });
    expect(await findAccounts(admin, 'GRACE@')).toEqual([
      { id: teacher.id, email: 'grace@school.example', is_premium: false },
    ]);
    await setPremium(admin, { accountId: teacher.id, premium: true });
    expect((await findAccounts(admin, 'grace@'))[0]).toMatchObject({ is_premium: true });
    await setPremium(admin, { accountId: teacher.id, premium: false });
    expect((await findAccounts(admin, 'grace@'))[0]).toMatchObject({ is_premium: false });
  });

  it('sends a test email', async () => {
    await sendTestEmail(admin, 'it@school.example');
    expect(await server.mailbox.messages('it@school.example')).toHaveLength(1);
  });
});
