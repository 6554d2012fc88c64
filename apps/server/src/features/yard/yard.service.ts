import { YardLayout } from '@yardline/domain/yard/layout.schema';
import type { Db } from '../../db/database.ts';
import { toYardLayout } from './layout.mapper.ts';
import { yardRepository } from './yard.repository.ts';

/** The layout as JSON, with the version it was read at. */
export interface LayoutAnswer {
  version: number;
  json: string;
}

/**
 * The yard layout changes only when the yard is re-laid, yet every yard screen asks for it. Each
 * call checks the database's layout version (one small query, so every app node sees a change at
 * once) and reuses the JSON it built for that version.
 */
export function createYardService(deps: { db: Db }) {
  let cached: { version: number; json: Promise<string> } | undefined;

  async function build(): Promise<string> {
    const layout = toYardLayout(await yardRepository.layoutRows(deps.db));
    // Checked against the contract once per version rather than on every answer.
    return JSON.stringify(YardLayout.parse(layout));
  }

  return {
    async layout(): Promise<LayoutAnswer> {
      // The version is read before the rows, so the JSON is never older than its version.
      const version = await yardRepository.layoutVersion(deps.db);
      if (cached?.version !== version) {
        // Calls that arrive while it is being built share the one build.
        const entry = { version, json: build() };
        cached = entry;
        entry.json.catch(() => {
          if (cached === entry) cached = undefined;
        });
      }
      return { version, json: await cached.json };
    },
  };
}

export type YardService = ReturnType<typeof createYardService>;
