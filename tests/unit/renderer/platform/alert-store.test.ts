import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { containsYen, createAlertStore } from '../../../../src-renderer/platform/alerts/alertStore';

describe('alert store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('adds alerts with a unique id and the defaults of the spec', () => {
    const store = createAlertStore();
    const first = store.add({ message: '登録しました。', type: 'success' });
    const second = store.add({ message: 'エラー', type: 'error' });
    expect(first).not.toBe(second);
    expect(store.getSnapshot()).toEqual([
      {
        id: first,
        message: '登録しました。',
        type: 'success',
        autoclose: false,
        customId: '',
        persistent: false,
        action: null,
      },
      {
        id: second,
        message: 'エラー',
        type: 'error',
        autoclose: false,
        customId: '',
        persistent: false,
        action: null,
      },
    ]);
  });

  it('keeps a persistent success alert (a saved file, with its action) until it is closed', () => {
    const store = createAlertStore();
    const run = vi.fn();
    const id = store.add({
      message: 'CSVファイルを保存しました（C:\\保存先）。',
      type: 'success',
      persistent: true,
      action: { label: 'フォルダを開く', run },
    });
    vi.advanceTimersByTime(60_000);
    expect(store.getSnapshot()).toMatchObject([{ id, action: { label: 'フォルダを開く' } }]);
    store.getSnapshot()[0]?.action?.run();
    expect(run).toHaveBeenCalledOnce();
    store.removeById(id);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('dismisses a success alert after 3000 ms, not before', () => {
    const store = createAlertStore();
    store.add({ message: '更新しました。', type: 'success' });
    vi.advanceTimersByTime(2999);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('keeps an error alert until it is closed', () => {
    const store = createAlertStore();
    const id = store.add({ message: '入力内容に誤りがあります。', type: 'error' });
    vi.advanceTimersByTime(60_000);
    expect(store.getSnapshot()).toHaveLength(1);
    store.removeById(id);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('dismisses an error alert asked to autoclose after 3000 ms', () => {
    const store = createAlertStore();
    store.add({ message: '試行回数が上限に達しました。', type: 'error', autoclose: true });
    vi.advanceTimersByTime(3000);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('removes every alert of a customId and nothing else', () => {
    const store = createAlertStore();
    store.add({ message: '画像1', type: 'error', customId: 'image' });
    store.add({ message: '画像2', type: 'error', customId: 'image' });
    store.add({ message: '名前', type: 'error' });
    store.removeByCustomId('image');
    expect(store.getSnapshot().map((alert) => alert.message)).toEqual(['名前']);
  });

  it('clears one type or everything', () => {
    const store = createAlertStore();
    store.add({ message: 'ok', type: 'success' });
    store.add({ message: 'ng', type: 'error' });
    store.clear('error');
    expect(store.getSnapshot().map((alert) => alert.type)).toEqual(['success']);
    store.add({ message: 'ng', type: 'error' });
    store.clear();
    expect(store.getSnapshot()).toEqual([]);
  });

  it('cancels the dismiss timer of an alert removed early, so a later alert is not affected', () => {
    const store = createAlertStore();
    const id = store.add({ message: 'ok', type: 'success' });
    store.removeById(id);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('notifies subscribers on each change', () => {
    const store = createAlertStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.add({ message: 'a', type: 'error' });
    store.clear();
    unsubscribe();
    store.add({ message: 'b', type: 'error' });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('recognises messages that contain the yen sign', () => {
    expect(containsYen('記号（/ \\ ¥ を除く）')).toBe(true);
    expect(containsYen('１２，８００￥')).toBe(true);
    expect(containsYen('登録しました。')).toBe(false);
  });
});
