import type { BackendClient } from './client';
import { AccountError, profileUpdateErrorMessage } from './errors';

/** A row of profiles. */
export interface Profile {
  id: string;
  username: string | null;
  referral_source: string | null;
  email_opt_in: boolean;
  terms_accepted: boolean;
}

export interface ProfileChanges {
  username?: string;
  email_opt_in?: boolean;
}

const PROFILE_COLUMNS = 'id, username, referral_source, email_opt_in, terms_accepted';

/** The signed-in user's profile; null when the account has none. */
export async function fetchProfile(client: BackendClient, userId: string): Promise<Profile | null> {
  const { data, error } = await client
    .from('profiles')
    .select(PROFILE_COLUMNS)
    .eq('id', userId)
    .maybeSingle();
  if (error) throw new AccountError('Your profile could not be loaded.', undefined, { cause: error });
  return data;
}

export async function updateProfile(
  client: BackendClient,
  userId: string,
  changes: ProfileChanges,
): Promise<Profile> {
  const { data, error } = await client
    .from('profiles')
    .update({ ...changes, ...(changes.username === undefined ? {} : { username: changes.username.trim() }) })
    .eq('id', userId)
    .select(PROFILE_COLUMNS)
    .single();
  if (error) throw new AccountError(profileUpdateErrorMessage(error), undefined, { cause: error });
  return data;
}
