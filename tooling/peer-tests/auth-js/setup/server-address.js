// The suite's clients name fixed addresses (the Supabase CLI's, the docker-compose services'); this run's servers
// listen on ports of their own, which run.mjs passes as [{ from, to }].
const addresses = JSON.parse(process.env.PEER_AUTH_SERVERS ?? 'null');
if (!addresses) throw new Error('PEER_AUTH_SERVERS is not set: run the suite through run.mjs.');

function serverAddress(url) {
  const match = addresses.find(
    ({ from }) => url === from || url.startsWith(`${from}/`) || url.startsWith(`${from}?`),
  );
  return match ? match.to + url.slice(match.from.length) : url;
}

const fetchOfNode = globalThis.fetch;
globalThis.fetch = (input, init) => {
  if (typeof input === 'string') return fetchOfNode(serverAddress(input), init);
  if (input instanceof URL) return fetchOfNode(new URL(serverAddress(input.href)), init);
  return fetchOfNode(input, init);
};
