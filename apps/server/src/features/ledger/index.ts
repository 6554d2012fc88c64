import fp from 'fastify-plugin';
import { ledgerRoutes } from './ledger.routes.ts';
import { createLedgerService, type LedgerService } from './ledger.service.ts';

export type {
  LedgerService,
  LocationChange,
  Mover,
  WriteAlong,
  WrittenWithMoves,
} from './ledger.service.ts';
export { yardConflict } from './ledger-errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The slot ledger: the one writer of where boxes stand. */
    ledger: LedgerService;
  }
}

export const ledgerPlugin = fp(
  async (app) => {
    const ledger = createLedgerService({ db: app.database.db, events: app.events });
    app.decorate('ledger', ledger);
    await app.register(ledgerRoutes, { ledger });
  },
  { name: 'ledger', dependencies: ['events'] },
);
