import {
  PASSWORD_MESSAGES,
  QUESTION_LIMITS,
  SET_LANGUAGE_MESSAGES,
  USERNAME_MESSAGES,
} from '@quizcoop/contract';

/** Every account-related message the screens show, in one place, so each is worded once. */
export const ACCOUNT_MESSAGES = {
  signInFailed: 'Invalid email or password',
  unexpected: 'An unexpected error occurred',
  signUpRateLimited: 'Too many signup attempts. Please wait a few minutes before trying again.',
  alreadyRegistered: 'An account with this email already exists. Please sign in or reset your password.',
  noUserCreated: 'Failed to create user account. Please try again.',
  usernameTaken: 'This username is already taken. Please choose another one.',
  usernameFormat: USERNAME_MESSAGES.refused,
  profileSetupFailed: 'Created account but failed to set up your profile. Please contact support.',
  profileSetupWarning:
    'Your account was created, but there was an issue setting up your profile. Some features may be limited.',
  profileSaveFailed: 'Your profile could not be saved. Please try again.',
  weakPassword: PASSWORD_MESSAGES.rule,
  resetFailed: 'Unable to send password reset link',
  resetFailedToast: 'Failed to send reset code',
  passwordUpdateFailed: 'Your password could not be changed. Please try again.',
  resetLinkExpired: 'This password reset link has expired. Please request a new one.',
  reauthenticationRequired:
    'For your security, changing the password needs a confirmation code. We have emailed one to you.',
  reauthenticationCodeInvalid:
    'That code is wrong or has expired. Check the newest email from Quiz Coop, or send a new code.',
  tooManyEmails: 'Too many emails were sent. Please wait a minute before asking for another one.',
  invalidEmail: 'Please enter a valid email address',
  emailChangeFailed: 'Your email address could not be changed. Please try again.',
  signInCodeInvalid:
    'That code is wrong or has expired. Check the newest message from Quiz Coop, or ask for a new code.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes before trying again.',
  signUpCodeInvalid:
    'That code is wrong or has expired. Check the newest email from Quiz Coop, or sign up again to get a new code.',
} as const;

/**
 * A failure the person can act on: `message` is the text to show; `warning`, when present, is a second text
 * for a warning toast.
 */
export class AccountError extends Error {
  override name = 'AccountError';
  constructor(
    message: string,
    readonly warning?: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** A password change from a session that is not fresh: the emailed code must come with it. */
export class ReauthenticationRequiredError extends AccountError {
  override name = 'ReauthenticationRequiredError';
  constructor(options?: ErrorOptions) {
    super(ACCOUNT_MESSAGES.reauthenticationRequired, undefined, options);
  }
}

/** A password change whose code was wrong, already used or expired. */
export class ReauthenticationCodeError extends AccountError {
  override name = 'ReauthenticationCodeError';
  constructor(options?: ErrorOptions) {
    super(ACCOUNT_MESSAGES.reauthenticationCodeInvalid, undefined, options);
  }
}

/** The fields the auth service (GoTrue) and the database API (PostgREST) put on their errors. */
interface BackendErrorFields {
  message?: unknown;
  code?: unknown;
  status?: unknown;
  details?: unknown;
  hint?: unknown;
}

function fields(error: unknown): BackendErrorFields {
  return typeof error === 'object' && error !== null ? (error as BackendErrorFields) : {};
}

function text(error: unknown): string {
  const { message, details, hint } = fields(error);
  return [message, details, hint].filter((part) => typeof part === 'string').join(' ');
}

function serviceMessage(error: unknown): string | undefined {
  const { message } = fields(error);
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

/** Username refusals come from the profiles table's constraints, by name, whichever service reports them. */
function usernameMessage(error: unknown): string | undefined {
  const described = text(error);
  if (described.includes('profiles_username_key')) return ACCOUNT_MESSAGES.usernameTaken;
  if (described.includes('profiles_username_format')) return ACCOUNT_MESSAGES.usernameFormat;
  return undefined;
}

/** Any sign-in failure reads the same, so nobody learns which addresses have accounts. */
export function signInErrorMessage(): string {
  return ACCOUNT_MESSAGES.signInFailed;
}

export function signUpErrorMessage(error: unknown): string {
  const { code, status } = fields(error);
  const described = text(error);
  if (status === 429 || /rate limit|429/i.test(described) || code === 'over_email_send_rate_limit') {
    return ACCOUNT_MESSAGES.signUpRateLimited;
  }
  if (code === 'user_already_exists' || code === 'email_exists' || /already registered/i.test(described)) {
    return ACCOUNT_MESSAGES.alreadyRegistered;
  }
  if (code === 'weak_password') return ACCOUNT_MESSAGES.weakPassword;
  return usernameMessage(error) ?? serviceMessage(error) ?? ACCOUNT_MESSAGES.unexpected;
}

/** A profile write after sign-up: the username's own messages, or the "contact support" text. */
export function profileSetupErrorMessage(error: unknown): string {
  return usernameMessage(error) ?? ACCOUNT_MESSAGES.profileSetupFailed;
}

/** A profile change on the profile screen. */
export function profileUpdateErrorMessage(error: unknown): string {
  return usernameMessage(error) ?? ACCOUNT_MESSAGES.profileSaveFailed;
}

/** The service's own message when it gives one, as it says best what went wrong. */
export function resetErrorMessage(error: unknown): string {
  return serviceMessage(error) ?? ACCOUNT_MESSAGES.resetFailed;
}

export function passwordUpdateErrorMessage(error: unknown): string {
  if (fields(error).code === 'weak_password') return ACCOUNT_MESSAGES.weakPassword;
  if (fields(error).code === 'same_password') {
    return 'The new password must be different from the current one.';
  }
  return serviceMessage(error) ?? ACCOUNT_MESSAGES.passwordUpdateFailed;
}

function isRateLimited(error: unknown): boolean {
  const { code, status } = fields(error);
  return status === 429 || code === 'over_email_send_rate_limit' || code === 'over_request_rate_limit';
}

/** A request that sends an email (a confirmation code). */
export function emailSendErrorMessage(error: unknown): string {
  if (isRateLimited(error)) return ACCOUNT_MESSAGES.tooManyEmails;
  return serviceMessage(error) ?? ACCOUNT_MESSAGES.unexpected;
}

/** A sign-in code refused: wrong, used, expired or guessed at too often all read the same. */
export function signInCodeErrorMessage(error: unknown): string {
  return fields(error).status === 429 ? ACCOUNT_MESSAGES.tooManyAttempts : ACCOUNT_MESSAGES.signInCodeInvalid;
}

/** A sign-up's confirmation code refused: as for sign-in codes, the reason is never told apart. */
export function signUpCodeErrorMessage(error: unknown): string {
  return fields(error).status === 429 ? ACCOUNT_MESSAGES.tooManyAttempts : ACCOUNT_MESSAGES.signUpCodeInvalid;
}

export function emailChangeErrorMessage(error: unknown): string {
  if (isRateLimited(error)) return ACCOUNT_MESSAGES.tooManyEmails;
  if (fields(error).code === 'validation_failed') return ACCOUNT_MESSAGES.invalidEmail;
  return ACCOUNT_MESSAGES.emailChangeFailed;
}

/** The question library's messages. */
export const LIBRARY_MESSAGES = {
  questionSetsLoadFailed: 'Failed to load question sets',
  starSignInRequired: 'You must be logged in to star question sets',
  setNameLength: `The name of a question set must be 1 to ${QUESTION_LIMITS.setNameLength} characters.`,
  setDescriptionLength: `The description can be at most ${QUESTION_LIMITS.setDescriptionLength} characters.`,
  setLanguageTag: SET_LANGUAGE_MESSAGES.refused,
  questionLength: `A question must be 1 to ${QUESTION_LIMITS.questionLength} characters.`,
  answerLength: `An answer must be 1 to ${QUESTION_LIMITS.answerLength} characters.`,
  optionLength: `Each answer option must be 1 to ${QUESTION_LIMITS.optionLength} characters.`,
  optionCount: `A multiple-choice question needs ${QUESTION_LIMITS.minOptions} to ${QUESTION_LIMITS.maxOptions} options.`,
  oneCorrectOption: 'A multiple-choice question needs exactly one correct option.',
  setFull: `A question set holds at most ${QUESTION_LIMITS.maxQuestionsPerSet} questions.`,
  notYourSet: 'You can only change your own question sets.',
  setNotFound: 'This question set does not exist or is not yours.',
  saveFailed: 'The question set could not be saved. Please try again.',
  copiedPremiumStaysPremium: 'A question copied from a premium question stays premium.',
  copiedPremiumStaysPrivate:
    'A question set holding premium questions copied from another set cannot be made public.',
  copyIsPremium:
    'Copying public question sets is a premium feature. Upgrade to premium to copy public games.',
  copySourceNotFound: 'This question set no longer exists, or you cannot read it.',
} as const;

/** The database's named constraints on the library's tables, and the message each refusal shows. */
const LIBRARY_CONSTRAINT_MESSAGES: Record<string, string> = {
  question_sets_game_name_length: LIBRARY_MESSAGES.setNameLength,
  question_sets_description_length: LIBRARY_MESSAGES.setDescriptionLength,
  question_sets_language_tag: LIBRARY_MESSAGES.setLanguageTag,
  questions_question_length: LIBRARY_MESSAGES.questionLength,
  questions_answer_length: LIBRARY_MESSAGES.answerLength,
  multiple_choice_options_option_text_length: LIBRARY_MESSAGES.optionLength,
  questions_premium_copy_stays_premium: LIBRARY_MESSAGES.copiedPremiumStaysPremium,
  question_sets_copied_premium_private: LIBRARY_MESSAGES.copiedPremiumStaysPrivate,
};

/**
 * Refusals known by their message alone: the premium-copy rules and the set's size name their constraint only
 * to the database.
 */
const LIBRARY_REFUSAL_MESSAGES = [
  LIBRARY_MESSAGES.setFull,
  LIBRARY_MESSAGES.copiedPremiumStaysPremium,
  LIBRARY_MESSAGES.copiedPremiumStaysPrivate,
];

/**
 * A refused write to a question set, its questions or options, as a message the author can act on. The
 * multiple-choice rule's own message already says what is wrong (design: "the database's message").
 */
export function questionSetSaveErrorMessage(error: unknown): string {
  const { code } = fields(error);
  const described = text(error);
  const constraint = Object.keys(LIBRARY_CONSTRAINT_MESSAGES).find((name) => described.includes(name));
  if (constraint) return LIBRARY_CONSTRAINT_MESSAGES[constraint]!;
  const known = LIBRARY_REFUSAL_MESSAGES.find((message) => described.includes(message));
  if (known) return known;
  if (
    /multiple_choice_option_count|multiple_choice_one_correct_option|multiple-choice question needs/.test(
      described,
    )
  ) {
    return serviceMessage(error) ?? LIBRARY_MESSAGES.saveFailed;
  }
  if (code === '42501') return LIBRARY_MESSAGES.notYourSet;
  return LIBRARY_MESSAGES.saveFailed;
}

/** The newsletter's unique-constraint refusal: the address is on the list already (any letter case). */
export function isNewsletterDuplicate(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code } = error as { code?: unknown };
  return code === '23505' || /newsletter_subscribers_email_key|unique constraint/i.test(error.message);
}
