/** A worker that ends before it is ready, as PGlite does when Postgres aborts during start-up. */
process.exit(3);
