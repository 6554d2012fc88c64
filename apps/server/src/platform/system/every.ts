import type { FastifyInstance } from 'fastify';

/**
 * Runs `job` once when the server is ready and then every `ms` while it runs (the server's
 * housekeeping: folding the containers lists' day counts, removing old stored files). A run is
 * skipped while the one before is still going; a failure is logged and the next run tries again.
 * The timer never keeps the process alive and stops when the server closes.
 */
export function every(app: FastifyInstance, name: string, ms: number, job: () => Promise<unknown>) {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await job();
    } catch (error) {
      app.log.warn({ err: error }, `${name} failed`);
    } finally {
      running = false;
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void run();
    timer = setInterval(run, ms);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
