import type { BackendClient } from './client';

export interface AdminCounts {
  users: number;
  question_sets: number;
  questions: number;
  problem_reports: number;
  open_problem_reports: number;
}

export interface FiledProblemReport {
  id: string;
  category: string;
  description: string;
  contact_email: string | null;
  page: string | null;
  status: string;
  created_at: string;
}

export interface AdminDashboard {
  counts: AdminCounts;
  latestReports: FiledProblemReport[];
}

export const LATEST_REPORTS_SHOWN = 10;

/** The admin's overview; the database refuses it (42501) to anyone else. */
export async function fetchAdminDashboard(client: BackendClient): Promise<AdminDashboard> {
  const [counts, reports] = await Promise.all([
    client.rpc('admin_dashboard_counts').single(),
    client
      .from('problem_reports')
      .select('id, category, description, contact_email, page, status, created_at')
      .order('created_at', { ascending: false })
      .limit(LATEST_REPORTS_SHOWN),
  ]);
  const error = counts.error ?? reports.error;
  if (error) throw new Error(`The admin dashboard could not be loaded: ${error.message}`, { cause: error });
  const figures = counts.data as Record<keyof AdminCounts, number | string>;
  return {
    // PostgreSQL's bigint travels as a number or a string depending on the driver.
    counts: Object.fromEntries(
      Object.entries(figures).map(([key, value]) => [key, Number(value)]),
    ) as unknown as AdminCounts,
    latestReports: reports.data as FiledProblemReport[],
  };
}
