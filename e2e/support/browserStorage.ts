import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { BROWSER_OWNER_KEY, personalEntryKey, SIGNED_OUT_OWNER } from '@quizcoop/contract';

/**
 * Where in the page's browser storage the text is found: localStorage, sessionStorage, IndexedDB and Cache
 * Storage, each entry named by its store and key. Empty when the text is nowhere.
 */
export function browserStorageHolding(page: Page, text: string): Promise<string[]> {
  return page.evaluate(async (wanted) => {
    const found: string[] = [];
    const check = (place: string, value: string) => {
      if (value.includes(wanted)) found.push(place);
    };
    for (const [name, area] of [
      ['localStorage', window.localStorage],
      ['sessionStorage', window.sessionStorage],
    ] as const) {
      for (let index = 0; index < area.length; index += 1) {
        const key = area.key(index)!;
        check(`${name} ${key}`, `${key}\n${area.getItem(key)}`);
      }
    }
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const database = await new Promise<IDBDatabase>((resolve, reject) => {
        const opening = indexedDB.open(name);
        opening.onsuccess = () => resolve(opening.result);
        opening.onerror = () => reject(opening.error);
      });
      for (const storeName of Array.from(database.objectStoreNames)) {
        const records = await new Promise<unknown[]>((resolve, reject) => {
          const reading = database.transaction(storeName).objectStore(storeName).getAll();
          reading.onsuccess = () => resolve(reading.result);
          reading.onerror = () => reject(reading.error);
        });
        check(`IndexedDB ${name}/${storeName}`, JSON.stringify(records));
      }
      database.close();
    }
    for (const cacheName of await caches.keys()) {
      const cache = await caches.open(cacheName);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        check(`Cache Storage ${cacheName} ${request.url}`, `${request.url}\n${await response?.text()}`);
      }
    }
    return found;
  }, text);
}

/**
 * The key under which the app keeps the signed-in teacher's entry `name` in the browser, once the browser has been
 * handed to them: their entries are named after them, so the next person's app never reads them.
 */
export async function signedInEntryKey(page: Page, name: string): Promise<string> {
  const ownerOfBrowser = () => page.evaluate((key) => localStorage.getItem(key), BROWSER_OWNER_KEY);
  const signedInOwner = async () => {
    const owner = await ownerOfBrowser();
    return owner === SIGNED_OUT_OWNER ? null : owner;
  };
  await expect.poll(signedInOwner).not.toBeNull();
  return personalEntryKey((await signedInOwner())!, name);
}
