import { RoomsChangedBatcher } from './rooms-changed-batcher';

describe('RoomsChangedBatcher', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sends the first change at once and the rest of the window together, per target', () => {
    const sent: Array<[string, string[]]> = [];
    const batcher = new RoomsChangedBatcher((target, roomIds) => sent.push([target, roomIds]), 1000);
    batcher.add(['user:a', 'staff'], 'r1');
    expect(sent).toEqual([['user:a', ['r1']], ['staff', ['r1']]]);

    batcher.add(['staff'], 'r2');
    batcher.add(['staff'], 'r3');
    batcher.add(['staff'], 'r2');
    expect(sent).toHaveLength(2);
    jest.advanceTimersByTime(1000);
    expect(sent.slice(2)).toEqual([['staff', ['r2', 'r3']]]);

    // user:a had nothing more: its window closed, so its next change goes out at once
    batcher.add(['user:a'], 'r4');
    expect(sent.slice(3)).toEqual([['user:a', ['r4']]]);
    // staff's window reopened after the batch: a change now waits for its end
    batcher.add(['staff'], 'r5');
    expect(sent).toHaveLength(4);
    jest.advanceTimersByTime(1000);
    expect(sent.slice(4)).toEqual([['staff', ['r5']]]);
    batcher.stop();
  });
});
