import { describe, expect, it } from 'vitest';
import { PERSONAL_ENTRY_PREFIX, personalEntryKey, SIGNED_OUT_OWNER } from './browser-storage';

describe('personal entry keys', () => {
  it("name the owner, so one person's entries never share a key with another's", () => {
    expect(personalEntryKey('teacher-1', 'playSession')).toBe('quizcoop.person:teacher-1:playSession');
    expect(personalEntryKey(SIGNED_OUT_OWNER, 'playSession')).toBe('quizcoop.person:signed-out:playSession');
    expect(personalEntryKey('teacher-1', 'x').startsWith(PERSONAL_ENTRY_PREFIX)).toBe(true);
    expect(personalEntryKey('teacher-1', 'x')).not.toBe(personalEntryKey('teacher-2', 'x'));
  });
});
