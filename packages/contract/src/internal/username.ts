/**
 * A username: 3 to 30 letters, digits, underscores and hyphens. The profiles table's `profiles_username_format`
 * check holds the same pattern, so a name the form accepts is one the database accepts.
 */
export const USERNAME_PATTERN = /^[A-Za-z0-9_-]{3,30}$/;

/** The form's message for a username that breaks the rule, and the one for the database's refusal of it. */
export const USERNAME_MESSAGES = {
  invalid: 'Username must be 3-30 characters and can only contain letters, numbers, underscores, and hyphens',
  refused:
    'Username must be between 3 and 30 characters and can only contain letters, numbers, underscores, and hyphens.',
} as const;

export function isValidUsername(username: string): boolean {
  return USERNAME_PATTERN.test(username);
}
