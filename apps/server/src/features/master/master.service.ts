import type { MasterList } from '@yardline/domain/master/master-lists';
import type { Db, Executor } from '../../db/database.ts';
import { masterRepository } from './master.repository.ts';

/** Reference lists. Pass a transaction to read inside it; the root database otherwise. */
export function createMasterService(deps: { db: Db }) {
  return {
    list: (list: MasterList, db: Executor = deps.db) => masterRepository.list(db, list),
    chaAllowances: (activity: string, chaId?: number) =>
      masterRepository.chaAllowances(deps.db, activity, chaId),
    linerInfos: () => masterRepository.linerInfos(deps.db),
  };
}

export type MasterService = ReturnType<typeof createMasterService>;
