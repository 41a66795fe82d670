import { beforeEach, describe, expect, it } from 'vitest';
import { followSession, handBrowserTo, personalStorageFor } from './personalStorage';

const FIRST = 'teacher-first';
const SECOND = 'teacher-second';

function allKeys(area: Storage): string[] {
  return Array.from({ length: area.length }, (_, index) => area.key(index)!);
}

function storedValues(): string {
  return [localStorage, sessionStorage]
    .flatMap((area) => allKeys(area).map((key) => `${key}=${area.getItem(key)}`))
    .join('\n');
}

/** The first teacher's game and assignments, kept while the browser is theirs. */
function firstTeacherKeepsData() {
  handBrowserTo(FIRST);
  const first = personalStorageFor(FIRST);
  first.kept.setItem('savedGame', 'Where does the heron nest?');
  first.tab.setItem('playerAssignments', '{"1":["private-set"]}');
  return first;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe("the person's browser storage", () => {
  it('gives the same teacher back what they kept, under keys that name them', () => {
    const first = firstTeacherKeepsData();
    expect(first.kept.getItem('savedGame')).toBe('Where does the heron nest?');
    expect(first.tab.getItem('playerAssignments')).toBe('{"1":["private-set"]}');
    expect(allKeys(localStorage).filter((key) => key.includes(FIRST))).toHaveLength(1);
    expect(allKeys(sessionStorage).filter((key) => key.includes(FIRST))).toHaveLength(1);
  });

  it('reads as empty, and takes no writes, for anyone the browser is not handed to', () => {
    firstTeacherKeepsData();
    const second = personalStorageFor(SECOND);
    const visitor = personalStorageFor(null);
    expect(second.kept.getItem('savedGame')).toBeNull();
    expect(visitor.kept.getItem('savedGame')).toBeNull();
    second.kept.setItem('savedGame', 'second teacher game');
    expect(storedValues()).not.toContain('second teacher game');
  });

  it("removes the first teacher's entries from both areas when the browser is handed to the next one", () => {
    firstTeacherKeepsData();
    handBrowserTo(SECOND);
    expect(storedValues()).not.toContain('heron');
    expect(storedValues()).not.toContain('private-set');
    const second = personalStorageFor(SECOND);
    second.kept.setItem('savedGame', 'second teacher game');
    expect(second.kept.getItem('savedGame')).toBe('second teacher game');
    expect(personalStorageFor(FIRST).kept.getItem('savedGame')).toBeNull();
  });

  it('removes everything of the teacher on sign-out, and the visitor gets a space of their own', () => {
    const first = firstTeacherKeepsData();
    handBrowserTo(null);
    expect(storedValues()).not.toContain('heron');
    expect(storedValues()).not.toContain('private-set');
    const visitor = personalStorageFor(null);
    visitor.kept.setItem('savedGame', 'visitor game');
    expect(visitor.kept.getItem('savedGame')).toBe('visitor game');
    // A screen still holding the teacher's entries after the sign-out writes nothing for them.
    first.kept.setItem('savedGame', 'Where does the heron nest?');
    expect(storedValues()).not.toContain('heron');
    expect(first.kept.getItem('savedGame')).toBeNull();
  });

  it("hands a visitor's game over with the browser: a teacher signing in does not inherit it", () => {
    handBrowserTo(null);
    personalStorageFor(null).kept.setItem('savedGame', 'visitor game');
    handBrowserTo(FIRST);
    expect(storedValues()).not.toContain('visitor game');
  });

  it("keeps the device's settings and removes what earlier versions kept for whoever came next", () => {
    localStorage.setItem('cookie_consent', '{"analytics":false}');
    localStorage.setItem('soundMuted', 'true');
    sessionStorage.setItem('quizcoop.readAloud', '{"rate":1}');
    localStorage.setItem('quizcoop.savedGame', 'Where does the heron nest?');
    sessionStorage.setItem('playerAssignments', '{"1":["private-set"]}');
    sessionStorage.setItem('quizcoop.scramblesPlayed', '2');
    handBrowserTo(FIRST);
    expect(allKeys(localStorage).sort()).toEqual(['cookie_consent', 'quizcoop.browserOwner', 'soundMuted']);
    expect(allKeys(sessionStorage)).toEqual(['quizcoop.readAloud']);
  });
});

describe('following the session', () => {
  it('hands the browser to a signed-in user', () => {
    firstTeacherKeepsData();
    followSession(SECOND, { signedOutForSure: false });
    expect(storedValues()).not.toContain('heron');
    expect(personalStorageFor(SECOND).kept.getItem('savedGame')).toBeNull();
  });

  it("keeps the teacher's entries while a missing session may only be one that could not be refreshed", () => {
    const first = firstTeacherKeepsData();
    followSession(null, { signedOutForSure: false });
    expect(first.kept.getItem('savedGame')).toBe('Where does the heron nest?');
    expect(personalStorageFor(null).kept.getItem('savedGame')).toBeNull();
  });

  it('removes them once the teacher is surely signed out', () => {
    firstTeacherKeepsData();
    followSession(null, { signedOutForSure: true });
    expect(storedValues()).not.toContain('heron');
  });
});
