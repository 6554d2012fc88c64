import fp from 'fastify-plugin';
import { every } from '../system/every.ts';
import { createExportService, type ExportService } from './export.service.ts';
import { filesRoutes } from './files.routes.ts';
import { createStoredFiles, type StoredFiles } from './stored-files.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Files the app wrote for its users under DATA_DIR/files, each with its time to live. */
    files: StoredFiles;
    /** Every screen's export to .xlsx or .csv, with its progress on the event stream. */
    exports: ExportService;
  }
}

export const exportsPlugin = fp(
  async (app) => {
    const { db } = app.database;
    const files = createStoredFiles({ db, dir: app.config.filesDir });
    every(app, 'Removing expired files', 15 * 60_000, () => files.removeExpired());
    app.decorate('files', files);
    app.decorate('exports', createExportService({ db, files, events: app.events }));
    await app.register(filesRoutes, { files });
  },
  { name: 'exports', dependencies: ['events'] },
);
