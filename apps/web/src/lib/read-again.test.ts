import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { readAgain } from './read-again.ts';

/** A query whose answers the test releases by hand, in the order they were asked. */
function controlledQuery() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const answers: ((value: string) => void)[] = [];
  const observer = new QueryObserver(queryClient, {
    queryKey: ['queue'],
    queryFn: () => new Promise<string>((resolve) => answers.push(resolve)),
  });
  const unsubscribe = observer.subscribe(() => {});
  const settled = () =>
    new Promise<void>((resolve) => {
      const check = () =>
        observer.getCurrentResult().fetchStatus === 'idle' ? resolve() : setTimeout(check, 1);
      check();
    });
  return { queryClient, answers, observer, settled, close: unsubscribe };
}

let close = () => {};
afterEach(() => close());

describe('readAgain', () => {
  it('reads again when the event comes during the first load, which invalidation alone misses', async () => {
    // The library's behaviour this guards against: the first load's old answer is kept.
    const plain = controlledQuery();
    close = plain.close;
    await expect.poll(() => plain.answers.length).toBe(1);
    void plain.queryClient.invalidateQueries({ queryKey: ['queue'] });
    expect(plain.answers).toHaveLength(1);
    plain.answers[0]?.('before the read');
    await plain.settled();
    expect(plain.observer.getCurrentResult().data).toBe('before the read');
    plain.close();

    const query = controlledQuery();
    close = query.close;
    await expect.poll(() => query.answers.length).toBe(1);
    void readAgain(query.queryClient, { queryKey: ['queue'] });
    await expect.poll(() => query.answers.length).toBe(2);
    // The first load answers late: it no longer counts.
    query.answers[0]?.('before the read');
    query.answers[1]?.('after the read');
    await query.settled();
    expect(query.observer.getCurrentResult().data).toBe('after the read');
  });

  it('keeps the data on screen while it reads again', async () => {
    const query = controlledQuery();
    close = query.close;
    await expect.poll(() => query.answers.length).toBe(1);
    query.answers[0]?.('first');
    await query.settled();
    void readAgain(query.queryClient, { queryKey: ['queue'] });
    await expect.poll(() => query.answers.length).toBe(2);
    expect(query.observer.getCurrentResult().data).toBe('first');
    query.answers[1]?.('second');
    await query.settled();
    expect(query.observer.getCurrentResult().data).toBe('second');
  });
});
