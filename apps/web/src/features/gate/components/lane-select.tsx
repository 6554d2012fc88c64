import { Select } from 'antd';
import { useState } from 'react';
import { readStored, removeStored, writeStored } from '../../../lib/local-storage.ts';
import { useGatesOfType } from '../api/gates.ts';

/** The gate this browser's clerk works at, kept per browser: a gate desk stays at its lane. */
const LANE_KEY = 'yardline.gate.lane';

/**
 * Which gate the manual gate is at, chosen once per browser: its readers' tag reads fill the
 * forms. `lane` is undefined until one is chosen, or when the one kept is gone.
 */
export function useLane() {
  const gates = useGatesOfType().data?.gates ?? [];
  const [kept, setKept] = useState(() => Number(readStored(LANE_KEY)) || undefined);
  const choose = (id: number | undefined) => {
    setKept(id);
    if (id === undefined) removeStored(LANE_KEY);
    else writeStored(LANE_KEY, String(id));
  };
  const lane = gates.find((gate) => gate.id === kept)?.id;
  return { lane, gates, choose };
}

export function LaneSelect({ lane, gates, choose }: ReturnType<typeof useLane>) {
  return (
    <Select
      aria-label="Lane"
      prefix="Lane"
      allowClear
      placeholder="its readers fill the tags"
      style={{ minWidth: 260 }}
      value={lane}
      onChange={(id?: number) => choose(id)}
      options={gates.map((gate) => ({ value: gate.id, label: `${gate.name} (${gate.type})` }))}
    />
  );
}
