import { readStored, writeStored } from '../../../lib/local-storage.ts';

/**
 * Completions made on the handheld while the network is down: kept on the device (localStorage)
 * and sent when it returns, each with the idempotency key it was made with, so none is lost and
 * none is applied twice.
 */
export interface QueuedCompletion {
  taskId: number;
  machine: string;
  key: string;
}

const STORE = 'yardline.handheld.queue';

export function readQueue(): QueuedCompletion[] {
  try {
    const parsed = JSON.parse(readStored(STORE) ?? '[]') as unknown;
    return Array.isArray(parsed) ? (parsed as QueuedCompletion[]) : [];
  } catch {
    return [];
  }
}

export const writeQueue = (queue: QueuedCompletion[]) => writeStored(STORE, JSON.stringify(queue));

export function enqueue(completion: QueuedCompletion): QueuedCompletion[] {
  const queue = readQueue().filter((queued) => queued.taskId !== completion.taskId);
  queue.push(completion);
  writeQueue(queue);
  return queue;
}

export function dequeue(taskId: number): QueuedCompletion[] {
  const queue = readQueue().filter((queued) => queued.taskId !== taskId);
  writeQueue(queue);
  return queue;
}

export const newKey = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
