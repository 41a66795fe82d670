import { startTestServer } from '@quizcoop/server/testing';
import type { TestServer } from '@quizcoop/server/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchAdminDashboard } from './adminDashboard';
import { signedInClient, visitorClient } from './testBackend';

const PASSWORD = 'Chalk-Dust-42';
const ADMIN_EMAIL = 'head@school.example';

describe('the admin dashboard', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ adminEmail: ADMIN_EMAIL });
  });

  afterAll(async () => {
    await server?.close();
  });

  it('counts accounts, sets, questions and reports for the admin, and lists the newest reports', async () => {
    const admin = await server.createUser({
      email: ADMIN_EMAIL,
      password: PASSWORD,
      data: { username: 'head' },
    });
    await server.createUser({ email: 'ada@school.example', password: PASSWORD, data: { username: 'ada' } });
    const visitor = visitorClient(server);
    for (const description of ['The wheel froze', 'A typo in Fractions']) {
      const { error } = await visitor.from('problem_reports').insert({ category: 'bug', description });
      expect(error).toBeNull();
    }

    const dashboard = await fetchAdminDashboard(await signedInClient(server, admin));
    const [sets, questions] = await Promise.all([
      server.database.query<{ count: string }>('select count(*)::text as count from public.question_sets'),
      server.database.query<{ count: string }>('select count(*)::text as count from public.questions'),
    ]);
    expect(dashboard.counts).toEqual({
      users: 2,
      question_sets: Number(sets.rows[0]!.count),
      questions: Number(questions.rows[0]!.count),
      problem_reports: 2,
      open_problem_reports: 2,
      kept_games: 0,
    });
    expect(dashboard.counts.questions).toBeGreaterThan(300);
    expect(dashboard.latestReports.map((report) => report.description).sort()).toEqual([
      'A typo in Fractions',
      'The wheel froze',
    ]);
  });

  it('is refused to a teacher who is not the admin', async () => {
    const teacher = await server.createUser({ email: 'bob@school.example', password: PASSWORD });
    await expect(fetchAdminDashboard(await signedInClient(server, teacher))).rejects.toThrow(
      /could not be loaded: Only the admin may read the dashboard/,
    );
  });
});
