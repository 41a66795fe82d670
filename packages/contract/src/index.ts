export type { PasswordPolicy, PasswordRequirements, WeakPasswordReason } from './internal/password';
export {
  DEFAULT_PASSWORD_POLICY,
  PASSWORD_MESSAGES,
  PASSWORD_REQUIREMENTS,
  weakPasswordMessage,
  weakPasswordReasons,
} from './internal/password';
export { USERNAME_MESSAGES, USERNAME_PATTERN, isValidUsername } from './internal/username';
export type { PaletteColor, PlayerColor } from './internal/palette';
export { PLAYER_PALETTE } from './internal/palette';
export { QUESTION_LIMITS } from './internal/question-limits';
export type { SetLanguage } from './internal/set-languages';
export {
  DEFAULT_SET_LANGUAGE,
  SET_LANGUAGE_MESSAGES,
  SET_LANGUAGE_TAG_PATTERN,
  primaryLanguageSubtag,
} from './internal/set-language-tag';
export {
  SET_LANGUAGES,
  isSetLanguage,
  preferredSetLanguage,
  setLanguageName,
} from './internal/set-languages';
export type { GameRetentionDays } from './internal/kept-game-limits';
export { GAME_RETENTION_DAYS, KEPT_GAME_LIMITS } from './internal/kept-game-limits';
export type { PremiumPlan, PremiumPlanOffer } from './internal/plans';
export { PREMIUM_PLANS } from './internal/plans';
export type { RuntimeConfig } from './internal/runtime-config';
export { RUNTIME_CONFIG_ELEMENT_ID, RUNTIME_CONFIG_PATH } from './internal/runtime-config';
export type {
  CreateDataPageRenderer,
  DataPageRendererOptions,
  PrerenderedIndex,
} from './internal/prerendered';
export {
  PRERENDER_BACKEND_URL_PLACEHOLDER,
  PRERENDERED_FOLDER,
  PRERENDERED_INDEX_FILE,
  isPrerenderedIndex,
} from './internal/prerendered';
export {
  BROWSER_OWNER_KEY,
  PERSONAL_ENTRY_PREFIX,
  SIGNED_OUT_OWNER,
  personalEntryKey,
} from './internal/browser-storage';
