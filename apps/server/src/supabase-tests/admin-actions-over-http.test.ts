import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAccount } from '../internal/functions/test-clients';
import type { TestServer } from '../testing';
import { startTestServer, testDatabaseKinds } from '../testing';

const ADMIN_EMAIL = 'admin@quizcoop.test';

/**
 * The admin's functions through the real REST API: the admin's calls work and leave an audit row, and every
 * other signed-in teacher is turned away with a 4xx before anything changes.
 */
describe.each(testDatabaseKinds())('the admin functions over /rest/v1/rpc on %s', (kind) => {
  let server: TestServer;
  let admin: SupabaseClient;
  let teacher: SupabaseClient;
  let teacherId: string;
  let reportId: string;
  let publicSetId: string;

  beforeAll(async () => {
    server = await startTestServer({ database: kind, adminEmail: ADMIN_EMAIL });
    admin = (await signedInAccount(server, ADMIN_EMAIL)).client;
    ({ client: teacher, id: teacherId } = await signedInAccount(server, 'teacher@quizcoop.test'));
    const report = await server.database.query<{ id: string }>(
      `insert into public.problem_reports (category, description) values ('bug', 'The timer froze') returning id`,
    );
    reportId = report.rows[0]!.id;
    const set = await server.database.query<{ id: string }>(
      `insert into public.question_sets (game_name, is_public, created_by) values ('Shared quiz', true, $1)
       returning id`,
      [teacherId],
    );
    publicSetId = set.rows[0]!.id;
  });

  afterAll(() => server.close());

  const calls: [string, () => Record<string, unknown>][] = [
    [
      'admin_update_report',
      () => ({ report_id: reportId, new_status: 'in_progress', notes: 'Looking into it' }),
    ],
    ['admin_set_feature_flag', () => ({ flag_name: 'copy_public_games', turned_on: false })],
    ['admin_set_official', () => ({ set_id: publicSetId, official: true })],
    ['admin_find_accounts', () => ({ search: 'teacher@' })],
    ['admin_set_premium', () => ({ account_id: teacherId, premium: true })],
    ['admin_set_premium', () => ({ account_id: teacherId, premium: false })],
    ['admin_unpublish_set', () => ({ set_id: publicSetId })],
  ];

  it.each(calls)('refuses %s to a teacher who is not the admin', async (name, args) => {
    const { error, status } = await teacher.rpc(name, args());
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(error).toMatchObject({ code: '42501', message: 'Only the admin may do this.' });
  });

  it('refuses admin_dashboard_counts to a teacher who is not the admin', async () => {
    const { data, error, status } = await teacher.rpc('admin_dashboard_counts');
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(error).toMatchObject({ code: '42501', message: 'Only the admin may read the dashboard' });
    expect(data).toBeNull();
    expect((await admin.rpc('admin_dashboard_counts')).error).toBeNull();
  });

  it('lets nobody write the audit log or read it but the admin', async () => {
    const forged = await teacher.from('admin_audit_log').insert({ action: 'forged' });
    expect(forged.status).toBeGreaterThanOrEqual(400);
    expect(forged.status).toBeLessThan(500);
    expect((await teacher.from('admin_audit_log').select('id')).data).toEqual([]);
  });

  it('offers no way to the audit log’s writer, by its name or through the private schema', async () => {
    const args = { actor: teacherId, action: 'forged', target: null, details: {} };
    const byName = await teacher.rpc('record_admin_action', args);
    const throughPrivate = await teacher.schema('private').rpc('record_admin_action', args);
    for (const attempt of [byName, throughPrivate]) {
      expect(attempt.status).toBeGreaterThanOrEqual(400);
      expect(attempt.status).toBeLessThan(500);
    }
    const { rows } = await server.database.query(
      `select 1 from public.admin_audit_log where action = 'forged'`,
    );
    expect(rows).toEqual([]);
  });

  it('triages a report forward only, keeping the notes', async () => {
    expect((await admin.rpc('admin_update_report', calls[0]![1]())).error).toBeNull();
    const done = await admin.rpc('admin_update_report', {
      report_id: reportId,
      new_status: 'resolved',
      notes: '',
    });
    expect(done.error).toBeNull();
    const { rows } = await server.database.query(
      'select status, admin_notes from public.problem_reports where id = $1',
      [reportId],
    );
    expect(rows).toEqual([{ status: 'resolved', admin_notes: 'Looking into it' }]);
    const back = await admin.rpc('admin_update_report', { report_id: reportId, new_status: 'open' });
    expect(back.status).toBe(400);
    expect(back.error?.message).toBe('A report moves forward only: open, then in progress, then resolved.');
  });

  it('switches a flag, marks a set official, finds accounts, gives and takes premium, unpublishes a set', async () => {
    for (const [name, args] of calls.slice(1)) {
      const { error } = await admin.rpc(name, args());
      expect(error, name).toBeNull();
    }
    const found = await admin.rpc('admin_find_accounts', { search: 'TEACHER@' });
    expect(found.data).toEqual([{ id: teacherId, email: 'teacher@quizcoop.test', is_premium: false }]);
    const flags = await server.database.query(
      `select enabled from public.feature_flags where name = 'copy_public_games'`,
    );
    expect(flags.rows).toEqual([{ enabled: false }]);
    const sets = await server.database.query(
      'select is_public, is_official from public.question_sets where id = $1',
      [publicSetId],
    );
    expect(sets.rows).toEqual([{ is_public: false, is_official: true }]);
  });

  it('writes who did what to the audit log, for the admin to read', async () => {
    const { data, error } = await admin.from('admin_audit_log').select('action, target').order('id');
    expect(error).toBeNull();
    expect(data).toEqual([
      { action: 'report.status', target: reportId },
      { action: 'report.status', target: reportId },
      { action: 'flag.set', target: 'copy_public_games' },
      { action: 'set.mark_official', target: publicSetId },
      { action: 'premium.grant', target: teacherId },
      { action: 'premium.revoke', target: teacherId },
      { action: 'set.unpublish', target: publicSetId },
    ]);
  });

  it('answers a clear 4xx for things that are not there', async () => {
    const missing = await admin.rpc('admin_set_feature_flag', { flag_name: 'no_such_flag', turned_on: true });
    expect(missing.status).toBeGreaterThanOrEqual(400);
    expect(missing.status).toBeLessThan(500);
    expect(missing.error?.message).toBe('There is no such feature flag.');
    const blank = await admin.rpc('admin_find_accounts', { search: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.error?.message).toBe('Type part of an email address to search for.');
  });
});
