import { describe, expect, it } from 'vitest';
import { newPasswordTarget, sessionReaction, someoneLeft } from './SessionEvents';

describe('sessionReaction', () => {
  it('greets a new sign-in once, not the repeats supabase-js sends on focus', () => {
    expect(sessionReaction('SIGNED_IN', null, 'ada')).toBe('signed-in');
    expect(sessionReaction('SIGNED_IN', undefined, 'ada')).toBe('signed-in');
    expect(sessionReaction('SIGNED_IN', 'ada', 'ada')).toBeNull();
    expect(sessionReaction('INITIAL_SESSION', undefined, 'ada')).toBeNull();
    expect(sessionReaction('TOKEN_REFRESHED', 'ada', 'ada')).toBeNull();
  });

  it('says goodbye only to someone who was signed in', () => {
    expect(sessionReaction('SIGNED_OUT', 'ada', null)).toBe('signed-out');
    expect(sessionReaction('SIGNED_OUT', null, null)).toBeNull();
    expect(sessionReaction('SIGNED_OUT', undefined, null)).toBeNull();
  });

  it('always answers a password recovery', () => {
    expect(sessionReaction('PASSWORD_RECOVERY', undefined, 'ada')).toBe('password-recovery');
  });
});

describe('someoneLeft', () => {
  it('sees a teacher sign out or hand the tab to another teacher', () => {
    expect(someoneLeft('SIGNED_OUT', 'ada', null)).toBe(true);
    expect(someoneLeft('SIGNED_IN', 'ada', 'grace')).toBe(true);
  });

  it('keeps the data of the teacher still here, and of a tab nobody was signed in to', () => {
    expect(someoneLeft('TOKEN_REFRESHED', 'ada', 'ada')).toBe(false);
    expect(someoneLeft('SIGNED_IN', 'ada', 'ada')).toBe(false);
    expect(someoneLeft('SIGNED_IN', null, 'ada')).toBe(false);
    expect(someoneLeft('INITIAL_SESSION', undefined, 'ada')).toBe(false);
    expect(someoneLeft('SIGNED_OUT', null, null)).toBe(false);
  });

  it('does not count a session that could not be refreshed offline as leaving', () => {
    expect(someoneLeft('INITIAL_SESSION', 'ada', null)).toBe(false);
  });
});

describe('newPasswordTarget', () => {
  it('keeps the code and the fragment a recovery came with', () => {
    expect(newPasswordTarget({ search: '?code=abc', hash: '' })).toBe('/auth/new-password?code=abc');
    expect(newPasswordTarget({ search: '', hash: '#access_token=x&type=recovery' })).toBe(
      '/auth/new-password#access_token=x&type=recovery',
    );
  });
});
