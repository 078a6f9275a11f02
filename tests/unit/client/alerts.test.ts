import { ALERT_DURATION_MS, createAlertStore } from '@/lib/alerts/store';
import { apiErrorToAlert } from '@/lib/alerts/api-error';
import { ApiRequestError } from '@/lib/hooks/fetcher';

describe('alert store', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('auto-dismisses an alert after 3500 ms', () => {
    const store = createAlertStore();
    store.show({ type: 'success', message: 'Record added successfully' });
    expect(ALERT_DURATION_MS).toBe(3500);
    jest.advanceTimersByTime(3499);
    expect(store.getSnapshot()).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('keeps a persistent alert until it is dismissed', () => {
    const store = createAlertStore();
    const id = store.show({ type: 'warning', message: 'Stay', persistent: true });
    jest.advanceTimersByTime(60_000);
    expect(store.getSnapshot().map((a) => a.message)).toEqual(['Stay']);
    store.dismiss(id!);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('does not show an alert without text', () => {
    const store = createAlertStore();
    const listener = jest.fn();
    store.subscribe(listener);
    expect(store.show({ type: 'error', message: '' })).toBeNull();
    expect(store.show({ type: 'error', title: '  ', message: '  ' })).toBeNull();
    expect(store.getSnapshot()).toEqual([]);
    expect(listener).not.toHaveBeenCalled();
    expect(store.show({ type: 'error', title: 'Only a title', message: '' })).not.toBeNull();
  });

  it('stacks alerts and times each one on its own', () => {
    const store = createAlertStore();
    store.show({ type: 'info', message: 'first' });
    jest.advanceTimersByTime(2000);
    store.show({ type: 'info', message: 'second' });
    jest.advanceTimersByTime(1500);
    expect(store.getSnapshot().map((a) => a.message)).toEqual(['second']);
    jest.advanceTimersByTime(2000);
    expect(store.getSnapshot()).toEqual([]);
  });

  it('closing early cancels the timer and notifies listeners', () => {
    const store = createAlertStore();
    const listener = jest.fn();
    store.subscribe(listener);
    const id = store.show({ type: 'info', message: 'x' })!;
    store.dismiss(id);
    jest.advanceTimersByTime(5000);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('apiErrorToAlert', () => {
  const t = (key: string) => `t:${key}`;

  it('shows the backend title and message', () => {
    expect(
      apiErrorToAlert(new ApiRequestError({ status: 422, error: 'Validation failed', message: 'Bad phone' }), t),
    ).toEqual({
      type: 'error',
      title: 'Validation failed',
      message: 'Bad phone',
    });
  });

  it('shows a network failure (888) as the localized connection message', () => {
    expect(apiErrorToAlert(new ApiRequestError({ status: 888 }), t)).toEqual({
      type: 'error',
      title: 't:networkTitle',
      message: 't:888',
    });
  });

  it('falls back to the generic text for anything else', () => {
    expect(apiErrorToAlert(new Error('boom'), t)).toEqual({
      type: 'error',
      title: 't:requestFailed',
      message: 't:999',
    });
    // Code of a lazily loaded part that did not arrive (Turbopack's words, webpack's name): the connection.
    const chunk = new Error('Failed to load chunk /_next/static/chunks/0abc.js from module 123');
    expect(apiErrorToAlert(chunk, t)).toEqual({ type: 'error', title: 't:networkTitle', message: 't:888' });
    expect(
      apiErrorToAlert(Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' }), t),
    ).toMatchObject({ title: 't:networkTitle' });
  });
});
