import {
  normaliseContainerNumber,
  ownerPrefix,
} from '@yardline/domain/containers/container-number';
import { GATE_SIZES } from '@yardline/domain/gate/gate-in';
import { sizeTypeCode } from '@yardline/domain/gate/size-type-code';
import { planningNow } from '@yardline/domain/planning/departure';
import {
  GATE_PARAM_IDS,
  type GateSuggestions,
  type GateSuggestionsValues,
  type PlanningParam,
  planningFacts,
} from '@yardline/domain/planning/gate-planning';
import type { PlanningBox } from '@yardline/domain/planning/planning-yard';
import { suggestSlots } from '@yardline/domain/planning/suggest';
import { moveBox, takeOut } from '@yardline/domain/planning/yard-updates';
import { HttpError } from '../../platform/http/http-error.ts';
import type { MasterService } from '../master/index.ts';
import type { PlanningService } from './planning.service.ts';
import { arrivingBox } from './planning-yard.mapper.ts';

/**
 * The planning parameters at the gate (doc 1 §3 "Planning container"): the engine's suggested
 * slot and the other locations for each box on the truck, described as the gate-in will store
 * it (the liner from the number's owner prefix, the gate-in type as its category), so the
 * suggestion is the slot the gate-in then takes unless the clerk picks another. Asked of the
 * yard this node keeps (planning-yard-cache.ts), not read for each question.
 */
export function createGatePlanningService(deps: {
  planning: PlanningService;
  master: Pick<MasterService, 'list' | 'linerInfos'>;
}) {
  async function params(): Promise<PlanningParam[]> {
    const processes = await deps.master.list('container-processes');
    return [
      {
        paramId: GATE_PARAM_IDS.size,
        name: 'Container size',
        dataProvider: 'CONTAINER_SIZE',
        allowedStrings: [...GATE_SIZES],
      },
      {
        paramId: GATE_PARAM_IDS.category,
        name: 'Gate-in type',
        dataProvider: 'CUSTOM',
        allowedStrings: processes.map((entry) => entry.name),
      },
    ];
  }

  return {
    params,

    async suggestions(body: GateSuggestionsValues): Promise<GateSuggestions> {
      const checked = planningFacts(await params(), body.containers);
      if ('problem' in checked) throw new HttpError(400, checked.problem, 'PLANNING_PARAMS');
      const liners = await deps.master.linerInfos();
      const kept = await deps.planning.yard.current();
      if (!kept) throw new Error('the planning yard could not be read');
      // A clerk offered a slot an open task holds would have the gate-in refused.
      await deps.planning.yard.syncHolds();
      const { yard, model, slotAt, weights } = kept;
      const now = planningNow();
      const containers: GateSuggestions['containers'] = [];
      // The boxes placed for the next one's question, taken off again: the kept yard is shared.
      const placed: PlanningBox[] = [];
      try {
        for (const [i, box] of body.containers.entries()) {
          const facts = checked.facts[i] as (typeof checked.facts)[number];
          const number = normaliseContainerNumber(box.containerNumber);
          const prefix = ownerPrefix(number);
          const liner = liners.find((info) => prefix && info.prefixes.includes(prefix))?.liner;
          const arriving = arrivingBox(
            {
              number,
              sizeFeet: facts.sizeFeet,
              sizeType: sizeTypeCode(String(facts.sizeFeet), box.containerType ?? 'GP'),
              category: facts.category,
              process: facts.category,
              liner: liner ?? null,
              hazardous: box.hazardous ?? false,
              vessel: box.vessel ?? null,
              expectedDepartureAt: box.expectedDepartureAt ?? null,
            },
            model,
            now,
          );
          const [best, ...others] = suggestSlots(yard, arriving, { now, weights }, body.others + 1);
          // The gate-in places the first box before it asks for the second: so does this answer,
          // on the slot the clerk picked when there is one (the gate-in checks that pick itself).
          const taken = (box.slot && slotAt(box.slot)) || best;
          if (taken && !yard.slotOf(arriving.id) && moveBox(yard, arriving, taken)) {
            placed.push(arriving);
          }
          containers.push({
            containerNumber: number,
            matchPercent: best?.matchPercent ?? null,
            suggestedLocation: best?.location ?? null,
            otherLocations: others.map((s) => ({
              location: s.location,
              matchPercent: s.matchPercent,
            })),
            reason: best?.reason ?? null,
          });
        }
      } finally {
        for (const box of placed.reverse()) takeOut(yard, box.id);
      }
      return { containers };
    },
  };
}

export type GatePlanningService = ReturnType<typeof createGatePlanningService>;
