import { describe, expect, it } from 'vitest';
import { planContainers } from './container-plan.ts';
import { DEMO_MACHINES, MOVED_SHARE, planMovements, SHIFTED_SHARE } from './movement-plan.ts';
import { planYard } from './yard-plan.ts';

const now = new Date('2026-03-01T10:00:00Z');
const yard = planYard();
const plan = planContainers(yard, { now });
const { movements, lastMovedAt } = planMovements(yard, plan, now);

describe('planMovements', () => {
  it('gates every box in once, first, and ends each history where the box stands', () => {
    const byBox = Map.groupBy(movements, (m) => m.container);
    expect(byBox.size).toBe(plan.containers.length);
    for (const [container, history] of byBox) {
      const box = plan.containers[container];
      expect(history[0]).toMatchObject({ from: null, source: 'gate', at: box?.gateInAt });
      expect(history.at(-1)?.to).toBe(box?.location);
      for (let i = 1; i < history.length; i++) {
        expect(history[i]?.from).toBe(history[i - 1]?.to);
        expect(history[i]?.at.getTime()).toBeGreaterThanOrEqual(history[i - 1]?.at.getTime() ?? 0);
      }
      expect(lastMovedAt[container]).toEqual(history.at(-1)?.at);
    }
  });

  it('moves some boxes later, productive and shifting, by demo machines, before now', () => {
    const later = movements.filter((m) => m.from !== null);
    const shifting = later.filter((m) => m.shifting).length;
    const share = (n: number) => n / plan.containers.length;
    expect(share(later.length)).toBeGreaterThan((MOVED_SHARE + SHIFTED_SHARE) * 0.8);
    expect(share(shifting)).toBeGreaterThan(SHIFTED_SHARE * 0.7);
    expect(share(later.length - shifting)).toBeGreaterThan(MOVED_SHARE * 0.7);
    for (const m of movements) {
      expect(DEMO_MACHINES).toContain(m.machine);
      expect(m.at.getTime()).toBeLessThanOrEqual(now.getTime());
    }
  });

  it('is deterministic', () => {
    expect(planMovements(yard, plan, now)).toEqual({ movements, lastMovedAt });
  });
});
