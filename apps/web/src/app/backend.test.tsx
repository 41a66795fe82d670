import { useSession } from '@quizcoop/api/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memoryStorage, offlineClient, signedInEntries } from '../testing/offlineBackend';
import { backendFor } from './backend';

function SessionStatus({ place }: { place: string }) {
  return <p>{`${place}: ${useSession().status}`}</p>;
}

describe('the backend of a page', () => {
  it('gives every scope on the page the session through one listener on the auth client', async () => {
    const client = offlineClient(memoryStorage(signedInEntries()));
    let listeners = 0;
    const auth = await client.auth();
    const subscribe = auth.onAuthStateChange.bind(auth);
    auth.onAuthStateChange = (callback) => {
      listeners += 1;
      return subscribe(callback);
    };
    const { BackendScope, SessionEvents } = backendFor(client);

    render(
      <>
        <BackendScope>
          <SessionEvents navigate={() => undefined} />
        </BackendScope>
        {['header', 'guard', 'page'].map((place) => (
          <BackendScope key={place}>
            <SessionStatus place={place} />
            <SessionStatus place={`${place} again`} />
          </BackendScope>
        ))}
      </>,
    );

    expect(await screen.findAllByText(/: signed-in$/)).toHaveLength(6);
    expect(listeners).toBe(1);
  });
});
