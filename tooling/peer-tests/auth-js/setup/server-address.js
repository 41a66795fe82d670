// The suite's clients name the Supabase CLI's fixed address; this run's server listens on a port of its own.
const suiteAddress = 'http://127.0.0.1:54321';
const serverAddress = process.env.PEER_AUTH_SERVER_URL;
if (!serverAddress) throw new Error('PEER_AUTH_SERVER_URL is not set: run the suite through run.mjs.');

const fetchOfNode = globalThis.fetch;
globalThis.fetch = (input, init) => {
  if (typeof input === 'string' && input.startsWith(suiteAddress)) {
    return fetchOfNode(serverAddress + input.slice(suiteAddress.length), init);
  }
  if (input instanceof URL && input.href.startsWith(suiteAddress)) {
    return fetchOfNode(new URL(serverAddress + input.href.slice(suiteAddress.length)), init);
  }
  return fetchOfNode(input, init);
};
