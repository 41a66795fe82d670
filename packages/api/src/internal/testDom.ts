import { JSDOM } from 'jsdom';

// Hook tests run the real server in this process, and it needs Node's own globals (Blob, Uint8Array, crypto),
// which a jsdom environment would replace; the hooks need a DOM. So only what Node lacks is borrowed from
// jsdom. Import this module before anything that loads React DOM.
const { window } = new JSDOM('<!doctype html><html><body></body></html>', { url: 'http://localhost/' });
for (const key of Object.getOwnPropertyNames(window)) {
  if (!key.startsWith('_') && !(key in globalThis)) {
    Object.defineProperty(globalThis, key, {
      configurable: true,
      get: () => window[key],
    });
  }
}
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
