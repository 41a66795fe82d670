import type { BackendClient } from './client';
import type { FiledProblemReport } from './adminDashboard';
import { invokeFunction } from './functions';

export const REPORT_STATUSES = ['open', 'in_progress', 'resolved'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export interface TriagedProblemReport extends FiledProblemReport {
  admin_notes: string | null;
}

export interface ProblemReportPage {
  reports: TriagedProblemReport[];
  total: number;
}

export interface AdminFeatureFlag {
  name: string;
  flag_type: string;
  enabled: boolean;
  description: string | null;
}

export interface AdminAccount {
  id: string;
  email: string;
  is_premium: boolean;
}

export interface AdminAuditEntry {
  id: number;
  action: string;
  target: string | null;
  at: string;
}

export const REPORTS_PER_PAGE = 10;
export const AUDIT_ENTRIES_SHOWN = 20;

function adminError(what: string, error: { message: string }): Error {
  return new Error(`${what}: ${error.message}`, { cause: error });
}

/** Characters that mean something to LIKE, escaped so a search finds them as typed. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** One page of problem reports, newest first, whose description or category contains the search. */
export async function fetchProblemReports(
  client: BackendClient,
  { page, search }: { page: number; search: string },
): Promise<ProblemReportPage> {
  const from = page * REPORTS_PER_PAGE;
  let query = client
    .from('problem_reports')
    .select('id, category, description, contact_email, page, status, admin_notes, created_at', {
      count: 'exact',
    })
    .order('created_at', { ascending: false })
    .range(from, from + REPORTS_PER_PAGE - 1);
  const wanted = search.trim();
  if (wanted) {
    const pattern = likePattern(wanted);
    query = query.or(
      `description.ilike.${JSON.stringify(pattern)},category.ilike.${JSON.stringify(pattern)}`,
    );
  }
  const { data, error, count } = await query;
  if (error) throw adminError('The problem reports could not be loaded', error);
  return { reports: data, total: count ?? data.length };
}

export async function updateProblemReport(
  client: BackendClient,
  { reportId, status, notes }: { reportId: string; status: ReportStatus; notes: string },
): Promise<void> {
  const { error } = await client.rpc('admin_update_report', {
    report_id: reportId,
    new_status: status,
    notes,
  });
  if (error) throw adminError('The report could not be updated', error);
}

export async function fetchAdminFeatureFlags(client: BackendClient): Promise<AdminFeatureFlag[]> {
  const { data, error } = await client
    .from('feature_flags')
    .select('name, flag_type, enabled, description')
    .order('name');
  if (error) throw adminError('The feature flags could not be loaded', error);
  return data;
}

export async function setFeatureFlag(
  client: BackendClient,
  { name, enabled }: { name: string; enabled: boolean },
): Promise<void> {
  const { error } = await client.rpc('admin_set_feature_flag', { flag_name: name, turned_on: enabled });
  if (error) throw adminError('The feature flag could not be changed', error);
}

export async function setOfficialSet(
  client: BackendClient,
  { setId, official }: { setId: string; official: boolean },
): Promise<void> {
  const { error } = await client.rpc('admin_set_official', { set_id: setId, official });
  if (error) throw adminError('The question set could not be changed', error);
}

export async function unpublishSet(client: BackendClient, setId: string): Promise<void> {
  const { error } = await client.rpc('admin_unpublish_set', { set_id: setId });
  if (error) throw adminError('The question set could not be unpublished', error);
}

export async function findAccounts(client: BackendClient, search: string): Promise<AdminAccount[]> {
  const { data, error } = await client.rpc('admin_find_accounts', { search });
  if (error) throw adminError('The accounts could not be searched', error);
  return data;
}

export async function setPremium(
  client: BackendClient,
  { accountId, premium }: { accountId: string; premium: boolean },
): Promise<void> {
  const { error } = await client.rpc('admin_set_premium', { account_id: accountId, premium });
  if (error) throw adminError('Premium could not be changed', error);
}

export async function fetchAuditLog(client: BackendClient): Promise<AdminAuditEntry[]> {
  const { data, error } = await client
    .from('admin_audit_log')
    .select('id, action, target, at')
    .order('id', { ascending: false })
    .limit(AUDIT_ENTRIES_SHOWN);
  if (error) throw adminError('The audit log could not be loaded', error);
  return data;
}

export interface AdminQuestionSet {
  id: string;
  game_name: string;
  is_official: boolean;
}

export const PUBLIC_SETS_SHOWN = 20;

/** Public question sets whose name contains the search, by name. */
export async function fetchPublicSets(client: BackendClient, search: string): Promise<AdminQuestionSet[]> {
  const { data, error } = await client
    .from('question_sets')
    .select('id, game_name, is_official')
    .eq('is_public', true)
    .ilike('game_name', likePattern(search.trim()))
    .order('game_name')
    .limit(PUBLIC_SETS_SHOWN);
  if (error) throw adminError('The question sets could not be loaded', error);
  return data;
}

/** Sends the test email that shows whether outgoing email works. */
export async function sendTestEmail(client: BackendClient, email: string): Promise<void> {
  await invokeFunction(client, 'test-resend-email', { email });
}
