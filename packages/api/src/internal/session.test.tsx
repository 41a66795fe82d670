import './testDom';
import { startTestServer } from '@quizcoop/server/testing';
import type { TestServer } from '@quizcoop/server/testing';
import type { AuthChangeEvent } from '@supabase/auth-js';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useIsAdmin, useProfile } from './account-hooks';
import { signIn } from './auth';
import { createBackendClient } from './client';
import type { BackendClient } from './client';
import { BackendProvider, createQueryClient } from './provider';
import { useAuthEvents, useSession } from './session';
import { createSessionStore } from './sessionStore';
import { signedInClient } from './testBackend';
import { useSubscription } from './useSubscription';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterEach(cleanup);

afterAll(async () => {
  await server?.close();
});

/** Counts the listeners the auth client holds, by wrapping its own subscribe and unsubscribe. */
async function countAuthListeners(client: BackendClient) {
  const counts = { subscribed: 0, active: 0 };
  const auth = await client.auth();
  const subscribe = auth.onAuthStateChange.bind(auth);
  auth.onAuthStateChange = (callback) => {
    const subscription = subscribe(callback);
    counts.subscribed += 1;
    counts.active += 1;
    const unsubscribe = subscription.data.subscription.unsubscribe;
    subscription.data.subscription.unsubscribe = () => {
      counts.active -= 1;
      unsubscribe();
    };
    return subscription;
  };
  return counts;
}

function SessionLabel({ name }: { name: string }) {
  const { status } = useSession();
  return <p>{`${name}: ${status}`}</p>;
}

function AccountReaders() {
  useSubscription();
  useIsAdmin();
  useProfile();
  return null;
}

function EventLog({ events }: { events: AuthChangeEvent[] }) {
  useAuthEvents((event) => events.push(event));
  return null;
}

async function signedInTeacher(label: string) {
  const user = await server.createUser({ email: `${label}@school.example`, password: 'Session#Reader7' });
  return signedInClient(server, user);
}

describe('the session', () => {
  it('reaches every reader of every provider through one listener on the auth client', async () => {
    const client = await signedInTeacher('many.readers');
    const listeners = await countAuthListeners(client);
    const sessionStore = createSessionStore(client);
    const queryClient = createQueryClient();
    const events: AuthChangeEvent[] = [];
    const view = render(
      <>
        {['header', 'guard'].map((scope) => (
          <BackendProvider key={scope} client={client} queryClient={queryClient} sessionStore={sessionStore}>
            <SessionLabel name={`${scope} one`} />
            <SessionLabel name={`${scope} two`} />
            <AccountReaders />
            <EventLog events={events} />
          </BackendProvider>
        ))}
      </>,
    );

    await waitFor(() => expect(screen.getAllByText(/signed-in$/)).toHaveLength(4));
    expect(listeners).toEqual({ subscribed: 1, active: 1 });
    expect(events).toEqual(['INITIAL_SESSION', 'INITIAL_SESSION']);

    await act(async () => (await client.auth()).signOut({ scope: 'local' }));
    await waitFor(() => expect(screen.getAllByText(/signed-out$/)).toHaveLength(4));
    expect(events.filter((event) => event === 'SIGNED_OUT')).toHaveLength(2);
    expect(listeners.subscribed).toBe(1);

    view.unmount();
    expect(listeners.active).toBe(0);
  });

  it('tells a reader that arrives late who is signed in', async () => {
    const client = await signedInTeacher('late.reader');
    const sessionStore = createSessionStore(client);
    const early = render(
      <BackendProvider client={client} sessionStore={sessionStore}>
        <SessionLabel name="early" />
      </BackendProvider>,
    );
    await waitFor(() => expect(screen.getByText('early: signed-in')).toBeTruthy());

    const events: AuthChangeEvent[] = [];
    render(
      <BackendProvider client={client} sessionStore={sessionStore}>
        <EventLog events={events} />
        <SessionLabel name="late" />
      </BackendProvider>,
    );
    expect(screen.getByText('late: signed-in')).toBeTruthy();
    expect(events).toEqual(['INITIAL_SESSION']);
    early.unmount();
  });

  it('knows a visitor who keeps no session is signed out without the auth code, and hears their sign-in', async () => {
    localStorage.clear();
    const user = await server.createUser({ email: 'newcomer@school.example', password: 'Session#Reader7' });
    const client = createBackendClient({ supabaseUrl: server.url, supabaseAnonKey: server.anonKey });
    const loaded: string[] = [];
    client.whenAuthLoaded(() => loaded.push('auth'));
    render(
      <BackendProvider client={client} sessionStore={createSessionStore(client)}>
        <SessionLabel name="visitor" />
      </BackendProvider>,
    );

    expect(screen.getByText('visitor: signed-out')).toBeTruthy();
    const { data, error } = await client.from('question_sets').select('id').limit(1);
    expect(error).toBeNull();
    expect(data).toEqual(expect.any(Array));
    expect(loaded).toEqual([]);

    await act(() => signIn(client, { email: user.email, password: user.password }));
    expect(loaded).toEqual(['auth']);
    await waitFor(() => expect(screen.getByText('visitor: signed-in')).toBeTruthy());
    await act(async () => (await client.auth()).signOut({ scope: 'local' }));
  });

  it('announces no sign-in to a teacher who comes back with the session this browser kept', async () => {
    const kept = new Map<string, string>();
    const storage = {
      getItem: (key: string) => kept.get(key) ?? null,
      setItem: (key: string, value: string) => void kept.set(key, value),
      removeItem: (key: string) => void kept.delete(key),
    };
    const config = { supabaseUrl: server.url, supabaseAnonKey: server.anonKey };
    const options = { storage, autoRefreshToken: false, detectSessionInUrl: false };
    const user = await server.createUser({ email: 'returning@school.example', password: 'Session#Reader7' });
    await signIn(createBackendClient(config, options), user);

    const returning = createBackendClient(config, options);
    const events: AuthChangeEvent[] = [];
    render(
      <BackendProvider client={returning} sessionStore={createSessionStore(returning)}>
        <EventLog events={events} />
        <SessionLabel name="returning" />
      </BackendProvider>,
    );
    await waitFor(() => expect(screen.getByText('returning: signed-in')).toBeTruthy());
    expect(events).toEqual(['INITIAL_SESSION']);
  });
});
