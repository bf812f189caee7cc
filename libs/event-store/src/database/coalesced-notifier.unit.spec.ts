import { CoalescedNotifier } from './coalesced-notifier';

/** A send that stays open until the test lets it finish, recording each channel it was asked for. */
function controlledSend() {
  const sent: string[] = [];
  const pending: Array<() => void> = [];
  const send = (channel: string) =>
    new Promise<void>((resolve) => {
      sent.push(channel);
      pending.push(resolve);
    });
  const finishOne = async () => {
    pending.shift()?.();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { sent, send, finishOne };
}

describe('the coalesced notifier', () => {
  it('sends one notification for a poke', async () => {
    const { sent, send, finishOne } = controlledSend();
    const notifier = new CoalescedNotifier(send);
    notifier.poke('events');
    await finishOne();
    await notifier.settle();
    expect(sent).toEqual(['events']);
  });

  it('folds the pokes that come while one is being sent into one more send', async () => {
    const { sent, send, finishOne } = controlledSend();
    const notifier = new CoalescedNotifier(send);
    notifier.poke('events');
    notifier.poke('events');
    notifier.poke('events');
    notifier.poke('events');
    expect(sent).toEqual(['events']);
    await finishOne();
    expect(sent).toEqual(['events', 'events']);
    await finishOne();
    await notifier.settle();
    expect(sent).toEqual(['events', 'events']);
  });

  it('keeps channels apart', async () => {
    const { sent, send, finishOne } = controlledSend();
    const notifier = new CoalescedNotifier(send);
    notifier.poke('events');
    notifier.poke('outbox');
    expect(sent).toEqual(['events', 'outbox']);
    await finishOne();
    await finishOne();
    await notifier.settle();
  });

  it('goes on after a failed send (listeners poll for what it missed)', async () => {
    let calls = 0;
    const notifier = new CoalescedNotifier(() => {
      calls++;
      return calls === 1 ? Promise.reject(new Error('connection terminated')) : Promise.resolve();
    });
    notifier.poke('events');
    await notifier.settle();
    notifier.poke('events');
    await notifier.settle();
    expect(calls).toBe(2);
  });
});
