import { describe, expect, it, vi } from 'vitest';
import { ACTIVATE_UPDATE_MESSAGE, registerServiceWorker } from './serviceWorkerUpdates';

// The browser's service worker objects, as far as registration reads them: jsdom has none.
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  readonly postMessage = vi.fn();

  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;

  find(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

class FakeContainer extends EventTarget {
  controller: FakeWorker | null;
  readonly registration = new FakeRegistration();
  readonly register = vi.fn(() => Promise.resolve(this.registration));

  constructor(controlled: boolean) {
    super();
    this.controller = controlled ? new FakeWorker() : null;
  }
}

async function registered(container: FakeContainer) {
  const reload = vi.fn();
  const updates = await registerServiceWorker(container as unknown as ServiceWorkerContainer, {
    scriptUrl: '/sw.js',
    reload,
  });
  return { updates, reload };
}

describe('registerServiceWorker', () => {
  it('registers the worker for the whole site', async () => {
    const container = new FakeContainer(false);
    await registered(container);
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('offers no update for the first version, which takes over by itself', async () => {
    const container = new FakeContainer(false);
    const { updates } = await registered(container);
    const worker = new FakeWorker();
    container.registration.find(worker);
    worker.become('installed');
    expect(updates.updateReady()).toBe(false);
  });

  it('tells its listeners when a new version has installed under a running one', async () => {
    const container = new FakeContainer(true);
    const { updates } = await registered(container);
    const listener = vi.fn();
    updates.subscribe(listener);
    const worker = new FakeWorker();
    container.registration.find(worker);
    expect(updates.updateReady()).toBe(false);
    worker.become('installed');
    expect(updates.updateReady()).toBe(true);
    expect(listener).toHaveBeenCalledOnce();
  });

  it('finds a version that was already waiting when the page opened', async () => {
    const container = new FakeContainer(true);
    container.registration.waiting = new FakeWorker();
    const { updates } = await registered(container);
    expect(updates.updateReady()).toBe(true);
  });

  it('lets the waiting version take over only when asked, and reloads once it has', async () => {
    const container = new FakeContainer(true);
    const waiting = new FakeWorker();
    container.registration.waiting = waiting;
    const { updates, reload } = await registered(container);
    expect(waiting.postMessage).not.toHaveBeenCalled();
    updates.applyUpdate();
    expect(waiting.postMessage).toHaveBeenCalledWith(ACTIVATE_UPDATE_MESSAGE);
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('reloads once the new version has activated, even when the page hears no change of controller', async () => {
    const container = new FakeContainer(true);
    const seen = new FakeWorker();
    container.registration.waiting = seen;
    const { updates, reload } = await registered(container);
    const newer = new FakeWorker();
    container.registration.waiting = newer;
    updates.applyUpdate();
    expect(seen.postMessage).not.toHaveBeenCalled();
    expect(newer.postMessage).toHaveBeenCalledWith(ACTIVATE_UPDATE_MESSAGE);
    newer.become('activated');
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('does nothing when asked to update with no new version', async () => {
    const container = new FakeContainer(true);
    const { updates, reload } = await registered(container);
    updates.applyUpdate();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).not.toHaveBeenCalled();
  });
});
