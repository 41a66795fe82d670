import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReportStatus } from './adminActions';
import {
  fetchAdminFeatureFlags,
  fetchAuditLog,
  fetchProblemReports,
  setFeatureFlag,
  updateProblemReport,
} from './adminActions';
import { accountQueryKeys } from './account-hooks';
import { useBackendClient } from './provider';

export const adminQueryKeys = {
  all: ['admin'] as const,
  reports: (page: number, search: string) => ['admin', 'reports', page, search] as const,
  flags: ['admin', 'flags'] as const,
  auditLog: ['admin', 'audit-log'] as const,
};

/** A page of problem reports; the previous page stays on screen while the next one loads. */
export function useProblemReports(page: number, search: string) {
  const client = useBackendClient();
  return useQuery({
    queryKey: adminQueryKeys.reports(page, search),
    queryFn: () => fetchProblemReports(client, { page, search }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminFeatureFlags() {
  const client = useBackendClient();
  return useQuery({ queryKey: adminQueryKeys.flags, queryFn: () => fetchAdminFeatureFlags(client) });
}

export function useAuditLog() {
  const client = useBackendClient();
  return useQuery({ queryKey: adminQueryKeys.auditLog, queryFn: () => fetchAuditLog(client) });
}

/** Every admin action changes what the dashboard shows and adds to the audit log, so all of it is read again. */
function useAdminMutation<Input>(action: (input: Input) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminQueryKeys.all }),
        queryClient.invalidateQueries({ queryKey: accountQueryKeys.adminDashboard }),
      ]),
  });
}

export function useUpdateProblemReport() {
  const client = useBackendClient();
  return useAdminMutation((input: { reportId: string; status: ReportStatus; notes: string }) =>
    updateProblemReport(client, input),
  );
}

export function useSetFeatureFlag() {
  const client = useBackendClient();
  return useAdminMutation((input: { name: string; enabled: boolean }) => setFeatureFlag(client, input));
}
