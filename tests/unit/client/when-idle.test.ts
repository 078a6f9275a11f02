/** @jest-environment jsdom */
import { whenIdle } from '@/lib/when-idle';

afterEach(() => {
  jest.useRealTimers();
  delete (window as Partial<Window>).requestIdleCallback;
  delete (window as Partial<Window>).cancelIdleCallback;
});

describe('whenIdle', () => {
  it('waits for an idle callback, at the latest after the timeout, and can be cancelled', () => {
    const callbacks = new Map<number, IdleRequestCallback>();
    const requests: (IdleRequestOptions | undefined)[] = [];
    window.requestIdleCallback = (callback, options) => {
      requests.push(options);
      callbacks.set(callbacks.size + 1, callback);
      return callbacks.size;
    };
    window.cancelIdleCallback = (id) => void callbacks.delete(id);
    const work = jest.fn();
    const cancelled = jest.fn();

    whenIdle(work);
    whenIdle(cancelled, 500)();
    expect(work).not.toHaveBeenCalled();
    expect(requests).toEqual([{ timeout: 1000 }, { timeout: 500 }]);
    callbacks.forEach((callback) => callback({ didTimeout: false, timeRemaining: () => 10 }));
    expect(work).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('falls back to a task of its own where the browser has no idle callbacks', () => {
    jest.useFakeTimers();
    const work = jest.fn();
    const cancelled = jest.fn();
    whenIdle(work);
    whenIdle(cancelled)();
    expect(work).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(work).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
