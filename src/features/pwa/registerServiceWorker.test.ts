import { describe, expect, it, vi } from 'vitest';
import { appStore } from '../../app/store';
import { updateReadyAtom } from './atoms';
import { watchForUpdates } from './registerServiceWorker';

class FakeWorker extends EventTarget {
  state = 'installing';
  constructor(readonly scriptURL: string) {
    super();
  }
  postMessage = vi.fn();
  install() {
    this.state = 'installed';
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

describe('update prompt for every new build (issue 15 item 3)', () => {
  it('offers each build that installs while the page is controlled, not only the first', () => {
    appStore.set(updateReadyAtom, null);
    const container = Object.assign(new EventTarget(), { controller: {} }) as unknown as ServiceWorkerContainer;
    const registration = new FakeRegistration();
    watchForUpdates(registration as unknown as ServiceWorkerRegistration, container);
    expect(appStore.get(updateReadyAtom)).toBeNull();

    const second = new FakeWorker('/sw.js?build=2');
    registration.find(second);
    second.install();
    expect(appStore.get(updateReadyAtom)?.build).toBe('/sw.js?build=2');

    const third = new FakeWorker('/sw.js?build=3');
    registration.find(third);
    third.install();
    expect(appStore.get(updateReadyAtom)?.build).toBe('/sw.js?build=3');

    appStore.get(updateReadyAtom)?.apply();
    expect(third.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(second.postMessage).not.toHaveBeenCalled();
  });

  it('offers a worker already waiting when the page starts, but not the very first install', () => {
    appStore.set(updateReadyAtom, null);
    const registration = new FakeRegistration();
    registration.waiting = new FakeWorker('/sw.js?waiting');
    watchForUpdates(registration as unknown as ServiceWorkerRegistration, Object.assign(new EventTarget(), { controller: {} }) as unknown as ServiceWorkerContainer);
    expect(appStore.get(updateReadyAtom)?.build).toBe('/sw.js?waiting');

    appStore.set(updateReadyAtom, null);
    const first = new FakeRegistration();
    watchForUpdates(first as unknown as ServiceWorkerRegistration, Object.assign(new EventTarget(), { controller: null }) as unknown as ServiceWorkerContainer);
    const worker = new FakeWorker('/sw.js');
    first.find(worker);
    worker.install();
    expect(appStore.get(updateReadyAtom)).toBeNull();
  });
});
