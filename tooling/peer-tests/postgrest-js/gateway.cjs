// Does what the Supabase gateway does in front of PostgREST for the suite's fixed URL: sends the requests it
// makes to http://localhost:54321 to the embedded server started for this run, with the anon key as apikey
// when the request carries no credentials of its own.
const SUITE_ORIGIN = 'http://localhost:54321';
const serverUrl = process.env.PEER_SERVER_URL;
const anonKey = process.env.PEER_ANON_KEY;
if (!serverUrl || !anonKey) throw new Error('run.mjs sets PEER_SERVER_URL and PEER_ANON_KEY.');

const realFetch = globalThis.fetch;

globalThis.fetch = (input, init = {}) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (!url.startsWith(SUITE_ORIGIN)) return realFetch(input, init);
  const headers = new Headers(init.headers ?? (input instanceof Request ? input.headers : undefined));
  if (!headers.has('apikey') && !headers.has('authorization')) headers.set('apikey', anonKey);
  return realFetch(serverUrl + url.slice(SUITE_ORIGIN.length), { ...init, headers });
};
