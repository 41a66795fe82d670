export type { BackendProviderProps } from './internal/provider';
export { BackendProvider, QUERY_DEFAULTS, createQueryClient, useBackendClient } from './internal/provider';
export type { AuthEventListener, SessionState, SessionStore } from './internal/sessionStore';
export { createSessionStore } from './internal/sessionStore';
export { useAuthEvents, useSession } from './internal/session';
export {
  accountQueryKeys,
  useAdminDashboard,
  useIsAdmin,
  useLogoUrl,
  useProfile,
  useUpdateProfile,
} from './internal/account-hooks';
export type {
  QuestionSetEditor,
  QuestionSetList,
  StarredSetIds,
  ToggleStar,
  UseToggleStarOptions,
} from './internal/libraryHooks';
export {
  libraryQueryKeys,
  useEditableQuestionSet,
  useFetchGameQuestions,
  usePlayableQuestionSets,
  usePublicQuestionSets,
  useQuestionSetEditor,
  useQuestionSetPreview,
  useStarredSetIds,
  useToggleStar,
} from './internal/libraryHooks';
export { useCopyQuestionSet } from './internal/questionSetCopyHooks';
export {
  adminQueryKeys,
  useAccountSearch,
  useAdminFeatureFlags,
  useAuditLog,
  useProblemReports,
  usePublicSets,
  useSetFeatureFlag,
  useSetOfficialSet,
  useSetPremium,
  useUnpublishSet,
  useUpdateProblemReport,
} from './internal/adminHooks';
export type { SubscriptionState } from './internal/useSubscription';
export { subscriptionQueryKey, subscriptionQueryOptions, useSubscription } from './internal/useSubscription';
export { twoFactorQueryKey, useTwoFactorStatus } from './internal/twoFactorHooks';
export {
  subscriptionBillingQueryKey,
  useOpenCustomerPortal,
  useSubscriptionBilling,
} from './internal/billingHooks';
export type { FeatureFlagsState } from './internal/featureFlagHooks';
export { featureFlagsQueryKey, useFeatureFlags } from './internal/featureFlagHooks';
