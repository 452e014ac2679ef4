import { dismiss, notifications, notify, warnFromServer } from '../../src/providers/notifications';

beforeEach(() => {
  notifications.set([]);
});
afterEach(() => {
  notifications.set([]);
});

describe('notify', () => {
  it('shows a default toast at top right for 5 seconds', () => {
    const id = notify('保存しました');
    expect(notifications.get()).toEqual([
      { id, message: '保存しました', type: 'default', placement: 'top-right', timeoutMs: 5000 },
    ]);
  });

  it('takes the type, placement and timeout from the options', () => {
    const id = notify('完了', { type: 'success', placement: 'bottom-right', timeoutMs: 1000 });
    expect(notifications.get()).toEqual([
      { id, message: '完了', type: 'success', placement: 'bottom-right', timeoutMs: 1000 },
    ]);
  });

  it('gives each toast its own id', () => {
    const first = notify('一つ目');
    const second = notify('二つ目');
    expect(first).not.toBe(second);
    expect(notifications.get().map((notification) => notification.message)).toEqual([
      '一つ目',
      '二つ目',
    ]);
  });

  it('does not stack the same message while it is shown', () => {
    notify('通信に失敗しました');
    notify('通信に失敗しました');
    expect(notifications.get()).toHaveLength(1);
  });

  it('shows the same message again once dismissed', () => {
    const id = notify('通信に失敗しました');
    dismiss(id);
    notify('通信に失敗しました');
    expect(notifications.get()).toHaveLength(1);
  });

  it('tells subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = notifications.subscribe(listener);
    notify('x');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});

describe('dismiss', () => {
  it('removes the toast with that id only', () => {
    const first = notify('一つ目');
    const second = notify('二つ目');
    dismiss(first);
    expect(notifications.get().map((notification) => notification.id)).toEqual([second]);
    dismiss(second);
    expect(notifications.get()).toEqual([]);
  });

  it('ignores an unknown id', () => {
    notify('一つ目');
    dismiss(-1);
    expect(notifications.get()).toHaveLength(1);
  });
});

describe('warnFromServer', () => {
  it('shows a warning at bottom right', () => {
    warnFromServer('ログイン失敗!');
    expect(notifications.get()).toEqual([
      {
        id: expect.any(Number),
        message: 'ログイン失敗!',
        type: 'warning',
        placement: 'bottom-right',
        timeoutMs: 5000,
      },
    ]);
  });

  it('does not stack the same server message', () => {
    warnFromServer('ログイン失敗!');
    warnFromServer('ログイン失敗!');
    warnFromServer('別のエラー');
    expect(notifications.get().map((notification) => notification.message)).toEqual([
      'ログイン失敗!',
      '別のエラー',
    ]);
  });
});
