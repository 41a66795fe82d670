import { describe, expect, it } from 'vitest';
import { newPasswordTarget, sessionReaction } from './SessionEvents';

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

describe('newPasswordTarget', () => {
  it('keeps the code and the fragment a recovery came with', () => {
    expect(newPasswordTarget({ search: '?code=abc', hash: '' })).toBe('/auth/new-password?code=abc');
    expect(newPasswordTarget({ search: '', hash: '#access_token=x&type=recovery' })).toBe(
      '/auth/new-password#access_token=x&type=recovery',
    );
  });
});
