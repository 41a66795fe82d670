import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACTIVATE_UPDATE_MESSAGE, HANDOVER_TIMEOUT_MS, registerServiceWorker } from './serviceWorkerUpdates';

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
  afterEach(() => {
    vi.useRealTimers();
  });

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

  it('reloads once, and not again when the timeout passes, when the switch comes in time', async () => {
    vi.useFakeTimers();
    const container = new FakeContainer(true);
    const waiting = new FakeWorker();
    container.registration.waiting = waiting;
    const { updates, reload } = await registered(container);
    updates.applyUpdate();
    waiting.become('activated');
    container.dispatchEvent(new Event('controllerchange'));
    vi.advanceTimersByTime(HANDOVER_TIMEOUT_MS);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('reloads all the same when the new version has not taken over in time', async () => {
    vi.useFakeTimers();
    const container = new FakeContainer(true);
    container.registration.waiting = new FakeWorker();
    const { updates, reload } = await registered(container);
    updates.applyUpdate();
    vi.advanceTimersByTime(HANDOVER_TIMEOUT_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('reloads again into the new version when it takes over after the timeout', async () => {
    vi.useFakeTimers();
    const container = new FakeContainer(true);
    const waiting = new FakeWorker();
    container.registration.waiting = waiting;
    const { updates, reload } = await registered(container);
    updates.applyUpdate();
    vi.advanceTimersByTime(HANDOVER_TIMEOUT_MS);
    container.dispatchEvent(new Event('controllerchange'));
    waiting.become('activated');
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does nothing when asked to update with no new version', async () => {
    vi.useFakeTimers();
    const container = new FakeContainer(true);
    const { updates, reload } = await registered(container);
    updates.applyUpdate();
    container.dispatchEvent(new Event('controllerchange'));
    vi.advanceTimersByTime(HANDOVER_TIMEOUT_MS);
    expect(reload).not.toHaveBeenCalled();
  });
});
