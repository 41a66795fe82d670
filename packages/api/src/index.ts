export type { BackendConfig, BuildTimeBackendConfig, ConfigPage } from './internal/config';
export {
  BackendConfigError,
  parseBackendConfig,
  readBackendConfig,
  resolveBackendConfig,
} from './internal/config';
export type { BackendClient, BackendClientOptions } from './internal/client';
export type { Database, Json } from './internal/database.types';
export { createBackendClient } from './internal/client';
export type { AppOrigin, Contact, Credentials, SignUpDetails, SignUpOutcome } from './internal/auth';
export {
  currentSession,
  refreshSession,
  requestEmailChange,
  requestPasswordReset,
  sendReauthenticationCode,
  signIn,
  signOut,
  signUp,
  updatePassword,
} from './internal/auth';
export { confirmSignUpWithCode, sendSignInCode, signInWithCode } from './internal/signInCodes';
export type { Profile, ProfileChanges } from './internal/profiles';
export { fetchProfile, updateProfile } from './internal/profiles';
export { isAdmin } from './internal/roles';
export type { TwoFactorSetup, TwoFactorStatus } from './internal/twoFactor';
export {
  TWO_FACTOR_MESSAGES,
  confirmTwoFactorCode,
  startTwoFactorSetup,
  turnOffTwoFactor,
  twoFactorStatus,
  verifySecondFactor,
} from './internal/twoFactor';
export type { AdminCounts, AdminDashboard, FiledProblemReport } from './internal/adminDashboard';
export { LATEST_REPORTS_SHOWN, fetchAdminDashboard } from './internal/adminDashboard';
export type {
  AdminAccount,
  AdminAuditEntry,
  AdminFeatureFlag,
  AdminQuestionSet,
  ProblemReportPage,
  ReportStatus,
  TriagedProblemReport,
} from './internal/adminActions';
export {
  AUDIT_ENTRIES_SHOWN,
  PUBLIC_SETS_SHOWN,
  REPORTS_PER_PAGE,
  REPORT_STATUSES,
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
} from './internal/adminActions';
export { logoUrl, publicLogoUrl } from './internal/assets';
export type {
  GameEndedBy,
  GameRecordInput,
  KeptGame,
  KeptGameFilters,
  KeptGameSummary,
  KeptQuestionTurnInput,
  KeptScrambleTurnInput,
  KeptTeam,
  KeptTeamInput,
  KeptTurn,
  KeptTurnInput,
} from './internal/keptGames';
export {
  GameRecordError,
  KEPT_GAMES_LISTED,
  KEPT_GAMES_MESSAGES,
  KeptGamesError,
  deleteKeptGame,
  fetchKeptGame,
  fetchKeptGames,
  recordGame,
} from './internal/keptGames';
export type { HardestQuestion } from './internal/hardestQuestions';
export { fetchHardestQuestions } from './internal/hardestQuestions';
export type { GameKeeping } from './internal/gameKeeping';
export {
  DEFAULT_GAME_KEEPING,
  GAME_KEEPING_MESSAGES,
  GameKeepingError,
  fetchGameKeeping,
  updateGameKeeping,
} from './internal/gameKeeping';
export type { AccountDataExport } from './internal/account';
export { deleteAccount, exportAccountData } from './internal/account';
export {
  ACCOUNT_MESSAGES,
  AccountError,
  ReauthenticationCodeError,
  ReauthenticationRequiredError,
  emailChangeErrorMessage,
  emailSendErrorMessage,
  passwordUpdateErrorMessage,
  profileSetupErrorMessage,
  signInCodeErrorMessage,
  profileUpdateErrorMessage,
  resetErrorMessage,
  signInErrorMessage,
  signUpCodeErrorMessage,
  signUpErrorMessage,
} from './internal/errors';
export type { SoundUrls } from './internal/sounds';
export {
  AUDIO_INIT_FAILED_MESSAGE,
  SOUND_NAMES,
  SOUND_URL_LIFETIME_SECONDS,
  getSoundUrl,
  getSoundUrls,
  soundLoadFailedMessage,
} from './internal/sounds';
export { LIBRARY_MESSAGES, questionSetSaveErrorMessage } from './internal/errors';
export type {
  PublicLibraryFilters,
  QuestionSetFormat,
  QuestionSetGrade,
  QuestionSetPreview,
  QuestionSetSetting,
  QuestionSetSummary,
} from './internal/questionSets';
export {
  QUESTION_SET_GRADES,
  QUESTION_SET_SETTINGS,
  QuestionSetsLoadError,
  fetchOwnQuestionSets,
  fetchPlayableQuestionSets,
  fetchPublicQuestionSets,
  fetchQuestionSetPreview,
  fetchQuestionSetsByIds,
  mergeQuestionSets,
} from './internal/questionSets';
export type { QuestionSetOrder } from './internal/questionOrder';
export { QUESTION_SET_ORDERS } from './internal/questionOrder';
export {
  QuestionSetCopyError,
  copyNameProblem,
  copyQuestionSet,
  defaultCopyName,
} from './internal/questionSetCopy';
export {
  StarSignInRequiredError,
  StarToggleError,
  StarsLoadError,
  fetchStarredSetIds,
  toggleStar,
} from './internal/stars';
export type { LibraryQuestion } from './internal/questions';
export {
  QUESTION_MEDIA_BUCKET,
  QUESTION_MEDIA_URL_LIFETIME_SECONDS,
  QuestionsLoadError,
  fetchGameQuestions,
  fetchQuestionsOfSets,
  questionMediaUrls,
} from './internal/questions';
export type {
  QuestionPictureDraft,
  QuestionPictureType,
  UploadedQuestionPicture,
} from './internal/questionPictures';
export {
  QUESTION_PICTURE_MAX_BYTES,
  QUESTION_PICTURE_MESSAGES,
  QUESTION_PICTURE_TEXT_MAX_LENGTH,
  QUESTION_PICTURE_TYPES,
  QuestionPictureError,
  discardQuestionPicture,
  isQuestionPictureType,
  questionPictureDraftProblem,
  questionPictureFileProblem,
  storedQuestionPicture,
  uploadQuestionPicture,
} from './internal/questionPictures';
export type { AnswerOptionDraft, QuestionDraft, QuestionSetDraft } from './internal/questionSetEditor';
export {
  IMPORT_TOO_LARGE_MESSAGE,
  QuestionSetEditError,
  addQuestion,
  createQuestionSet,
  deleteQuestion,
  deleteQuestionSet,
  fetchEditableQuestionSet,
  importQuestions,
  importSizeProblem,
  questionDraftProblem,
  updateQuestionSet,
} from './internal/questionSetEditor';
export { FunctionCallError, invokeFunction } from './internal/functions';
export type {
  CheckSubscriptionResponse,
  KeyValueStorage,
  SubscriptionResult,
  SubscriptionStatus,
  SubscriptionTerms,
} from './internal/subscriptions';
export {
  FREE_SUBSCRIPTION,
  SUBSCRIPTION_EXPIRED_MESSAGE,
  SUBSCRIPTION_SYNC_FAILED_MESSAGE,
  checkSubscription,
  isPremiumSubscription,
  subscriptionFromResponse,
} from './internal/subscriptions';
export { isNewsletterDuplicate } from './internal/errors';
export { SITE_MESSAGES } from './internal/siteMessages';
export type { NewsletterConfirmation, NewsletterOutcome } from './internal/newsletter';
export { confirmNewsletter, subscribeToNewsletter } from './internal/newsletter';
export type {
  ProblemCategory,
  ProblemReport,
  ProblemReportErrors,
  ProblemReportInput,
} from './internal/reports';
export {
  PROBLEM_CATEGORIES,
  PROBLEM_DESCRIPTION_MAX_LENGTH,
  PROBLEM_REPORT_MESSAGES,
  submitProblemReport,
  validateProblemReport,
} from './internal/reports';
export { createCheckout } from './internal/checkout';
export type { SubscriptionBilling } from './internal/billing';
export { fetchSubscriptionBilling, openCustomerPortal } from './internal/billing';
export type {
  FeatureFlag,
  FeatureFlagContext,
  FeatureFlagType,
  FeatureGateState,
} from './internal/featureFlags';
export {
  FEATURE_FLAG_CACHE_MS,
  featureGateState,
  fetchFeatureFlags,
  isFeatureEnabled,
} from './internal/featureFlags';
export type {
  FeatureAction,
  FeatureAnalyticsEvent,
  FeatureEventInput,
  FeatureUsageCount,
  RecordFeatureEventOptions,
} from './internal/featureAnalytics';
export {
  FEATURE_ACTIONS,
  FEATURE_ANALYTICS_KEY,
  readFeatureEvents,
  recordFeatureEvent,
  summarizeFeatureEvents,
} from './internal/featureAnalytics';
export type {
  ExportableQuestion,
  ImportCells,
  ImportColumn,
  ImportProblem,
  ImportedQuestionRow,
  QuestionImportPreview,
} from './internal/questionImport';
export {
  IMPORT_COLUMNS,
  describeImportProblem,
  exportQuestionSetCsv,
  parseQuestionImport,
  questionImportTemplateCsv,
  readImportRow,
  summarizeImport,
} from './internal/questionImport';
export { formatCsv } from './internal/csv';
