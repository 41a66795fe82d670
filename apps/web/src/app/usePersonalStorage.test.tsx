import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { deferredBackendOf, memoryStorage, offlineClient, signedInEntries } from '../testing/offlineBackend';
import { DeferredBackendProvider, WithBackend } from './deferredBackend';
import { handBrowserTo, personalStorageFor } from './personalStorage';
import { usePersonalStorage } from './usePersonalStorage';

/** The user id that signedInEntries' session names. */
const SIGNED_IN_ID = '00000000-0000-4000-8000-000000000001';

function SavedGameOwner() {
  const storage = usePersonalStorage();
  if (!storage) return <p>Checking</p>;
  return <p>{`${storage.owner}: ${storage.kept.getItem('savedGame') ?? 'nothing saved'}`}</p>;
}

function renderWithSession(entries: Record<string, string>) {
  render(
    <DeferredBackendProvider backend={deferredBackendOf(offlineClient(memoryStorage(entries)))}>
      <WithBackend>{() => <SavedGameOwner />}</WithBackend>
    </DeferredBackendProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('usePersonalStorage', () => {
  it("gives a signed-in teacher their own game back, and removes another teacher's", async () => {
    handBrowserTo('teacher-before');
    personalStorageFor('teacher-before').kept.setItem('savedGame', 'the heron game');
    renderWithSession(signedInEntries());
    expect(await screen.findByText(`${SIGNED_IN_ID}: nothing saved`)).toBeInTheDocument();
    expect(JSON.stringify({ ...localStorage })).not.toContain('heron');
  });

  it('reads the game the same teacher saved before a reload', async () => {
    handBrowserTo(SIGNED_IN_ID);
    personalStorageFor(SIGNED_IN_ID).kept.setItem('savedGame', 'the owl game');
    renderWithSession(signedInEntries());
    expect(await screen.findByText(`${SIGNED_IN_ID}: the owl game`)).toBeInTheDocument();
  });

  it("offers a visitor nothing of a teacher's, without removing what a session kept here may still claim", async () => {
    handBrowserTo(SIGNED_IN_ID);
    personalStorageFor(SIGNED_IN_ID).kept.setItem('savedGame', 'the owl game');
    renderWithSession({});
    expect(await screen.findByText('signed-out: nothing saved')).toBeInTheDocument();
    expect(personalStorageFor(SIGNED_IN_ID).kept.getItem('savedGame')).toBe('the owl game');
  });
});
