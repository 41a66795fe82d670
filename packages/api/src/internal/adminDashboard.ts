import type { BackendClient } from './client';

export interface AdminCounts {
  users: number;
  question_sets: number;
  questions: number;
  problem_reports: number;
  open_problem_reports: number;
  /** How many games teachers keep: a count, as the admin reads none of them. */
  kept_games: number;
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

function dashboardLoadError(error: { message: string }): Error {
  return new Error(`The admin dashboard could not be loaded: ${error.message}`, { cause: error });
}

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
  if (counts.error) throw dashboardLoadError(counts.error);
  if (reports.error) throw dashboardLoadError(reports.error);
  const figures = counts.data;
  // PostgreSQL's bigint travels as a number or a string depending on the driver, whatever its type says.
  return {
    counts: {
      users: Number(figures.users),
      question_sets: Number(figures.question_sets),
      questions: Number(figures.questions),
      problem_reports: Number(figures.problem_reports),
      open_problem_reports: Number(figures.open_problem_reports),
      kept_games: Number(figures.kept_games),
    },
    latestReports: reports.data,
  };
}
