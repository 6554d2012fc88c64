/** The real worker, crashing soon after it is ready: a fault in PGlite at run time. */
await import('../pglite-worker.ts');
setTimeout(() => {
  throw new Error('PGlite failed');
}, 100);
