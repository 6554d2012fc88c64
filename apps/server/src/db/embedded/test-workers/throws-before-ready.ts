/** A worker that fails before it is ready, as PGlite does on a data directory it cannot open. */
throw new Error('cannot open the data directory');
