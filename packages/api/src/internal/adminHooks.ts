import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReportStatus } from './adminActions';
import {
  fetchAdminFeatureFlags,
  fetchAuditLog,
  fetchProblemReports,
  fetchPublicSets,
  findAccounts,
  setFeatureFlag,
  setOfficialSet,
  setPremium,
  unpublishSet,
  updateProblemReport,
} from './adminActions';
import { accountQueryKeys } from './account-hooks';
import { useBackendClient } from './provider';

export const adminQueryKeys = {
  all: ['admin'] as const,
  reports: (page: number, search: string) => ['admin', 'reports', page, search] as const,
  flags: ['admin', 'flags'] as const,
  auditLog: ['admin', 'audit-log'] as const,
  accounts: (search: string) => ['admin', 'accounts', search] as const,
  publicSets: (search: string) => ['admin', 'public-sets', search] as const,
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

export function useSetOfficialSet() {
  const client = useBackendClient();
  return useAdminMutation((input: { setId: string; official: boolean }) => setOfficialSet(client, input));
}

export function useUnpublishSet() {
  const client = useBackendClient();
  return useAdminMutation((setId: string) => unpublishSet(client, setId));
}

export function useSetPremium() {
  const client = useBackendClient();
  return useAdminMutation((input: { accountId: string; premium: boolean }) => setPremium(client, input));
}

/** Accounts whose email contains the search; nothing is asked until there is a search. */
export function useAccountSearch(search: string) {
  const client = useBackendClient();
  return useQuery({
    queryKey: adminQueryKeys.accounts(search),
    queryFn: () => findAccounts(client, search),
    enabled: search.trim().length > 0,
  });
}

export function usePublicSets(search: string) {
  const client = useBackendClient();
  return useQuery({
    queryKey: adminQueryKeys.publicSets(search),
    queryFn: () => fetchPublicSets(client, search),
    placeholderData: keepPreviousData,
  });
}
