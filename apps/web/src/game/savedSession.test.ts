import { openSession, selectScramblesPlayed, selectSessionPhase, startSession } from '@quizcoop/engine';
import { TestSession } from '@quizcoop/engine/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handBrowserTo, personalStorageFor } from '../app/personalStorage';
import { SAVED_SESSION_KEY, savedSessionIn } from './savedSession';

const TEACHER_ID = 'teacher-1';
const storage = personalStorageFor(TEACHER_ID);

/** A session of one game, a Score Scramble played, a turn answered after it. */
async function playedSession(): Promise<TestSession> {
  const session = new TestSession();
  await session.setUp(['animals']);
  session.start().playRounds(5).spinAll().answer(true);
  return session;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  handBrowserTo(TEACHER_ID);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the saved play session', () => {
  it('is written once the browser is idle, the latest save only, and read back whole', async () => {
    const played = await playedSession();
    vi.useFakeTimers();
    const saved = savedSessionIn(storage);
    saved.save({ status: 'active', output: undefined, error: undefined });
    saved.save(played.actor.getPersistedSnapshot());
    expect(storage.tab.getItem(SAVED_SESSION_KEY)).toBeNull();
    vi.advanceTimersByTime(1000);
    expect(JSON.parse(storage.tab.getItem(SAVED_SESSION_KEY) ?? 'null')).toEqual(
      JSON.parse(JSON.stringify(played.actor.getPersistedSnapshot())),
    );

    const restored = startSession(played.machine, { storage: savedSessionIn(storage) });
    expect(selectSessionPhase(restored.getSnapshot())).toBe('turn');
    expect(selectScramblesPlayed(restored.getSnapshot())).toBe(1);
    restored.stop();
  });

  it('writes a waiting save before it is read, as when the page goes away', async () => {
    const played = await playedSession();
    const saved = savedSessionIn(storage);
    saved.save(played.actor.getPersistedSnapshot());
    expect(saved.load()).toEqual(JSON.parse(JSON.stringify(played.actor.getPersistedSnapshot())));
  });

  it('is kept for the tab, under the teacher who played it only', async () => {
    const played = await playedSession();
    const saved = savedSessionIn(storage);
    saved.save(played.actor.getPersistedSnapshot());
    saved.flush();
    expect(sessionStorage.getItem(`quizcoop.person:${TEACHER_ID}:${SAVED_SESSION_KEY}`)).not.toBeNull();
    expect(localStorage.length).toBe(1);
    handBrowserTo('teacher-2');
    expect(savedSessionIn(personalStorageFor('teacher-2')).load()).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('drops a damaged entry, and what earlier versions kept apart', () => {
    storage.kept.setItem('savedGame', '{"status":"active"}');
    storage.tab.setItem('scramblesPlayed', '2');
    storage.tab.setItem(SAVED_SESSION_KEY, '{not json');
    const saved = savedSessionIn(storage);
    expect(storage.kept.getItem('savedGame')).toBeNull();
    expect(storage.tab.getItem('scramblesPlayed')).toBeNull();

    expect(openSession(saved)).toEqual({ input: {} });
    expect(storage.tab.getItem(SAVED_SESSION_KEY)).toBeNull();
  });
});
