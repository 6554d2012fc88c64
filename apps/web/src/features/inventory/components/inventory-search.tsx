import { IgmItem } from '@yardline/domain/yard/yard-containers';
import { Alert, Button, Flex, Input, Segmented, Typography } from 'antd';
import { useState } from 'react';
import { boxNumber, locationOf, type YardModel } from '../../../components/yard-grid/yard-model.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { getIgmContainers } from '../api/igm-containers.ts';
import { findByNumber } from '../box-filter.ts';

/** Boxes looked for: by number, or an IGM/item's (from the search or the context menu). */
export interface Found {
  kind: 'number' | 'igm';
  label: string;
  /** Box indices in the model. */
  boxes: ReadonlySet<number>;
}

type Mode = 'Container' | 'IGM/Item';

/** How many found boxes are listed by name (all are outlined on the grid). */
const LISTED = 8;

interface InventorySearchProps {
  model: YardModel | undefined;
  found: Found | undefined;
  onFound: (found: Found | undefined) => void;
}

/** Scrolls the area a slot key belongs to into view. */
function jumpTo(model: YardModel, box: number) {
  const area = model.areas[model.boxArea[box] ?? -1];
  if (area) document.getElementById(`area_${area.name}`)?.scrollIntoView({ block: 'start' });
}

/**
 * Doc 2 §2: search by container number (any part of it, in the boxes on screen) or by IGM/item
 * (`IGM` or `IGM:ITEM`, asked of the server). Found boxes are outlined; the rest fade.
 */
export function InventorySearch({ model, found, onFound }: InventorySearchProps) {
  const [mode, setMode] = useState<Mode>('Container');
  const [problem, setProblem] = useState<string>();
  const [searching, setSearching] = useState(false);

  async function search(text: string) {
    setProblem(undefined);
    const query = text.trim();
    if (!model || query === '') return onFound(undefined);
    if (mode === 'Container') {
      const boxes = findByNumber(model.boxes, query);
      onFound({ kind: 'number', label: `"${query.toUpperCase()}"`, boxes: new Set(boxes) });
      if (boxes[0] !== undefined) jumpTo(model, boxes[0]);
      return;
    }
    const igm = IgmItem.safeParse(query);
    if (!igm.success) return setProblem(igm.error.issues[0]?.message);
    setSearching(true);
    try {
      const answer = await getIgmContainers(igm.data);
      const boxes = answer.flatMap((box) => model.boxById.get(box.containerId) ?? []);
      onFound({ kind: 'igm', label: `IGM/ITEM ${igm.data}`, boxes: new Set(boxes) });
      if (boxes[0] !== undefined) jumpTo(model, boxes[0]);
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setSearching(false);
    }
  }

  const list = found && model ? [...found.boxes].slice(0, LISTED) : [];
  return (
    <section aria-label="Search" className="inventory-search">
      <Flex gap={8} align="center" wrap>
        <Segmented<Mode>
          aria-label="Search by"
          options={['Container', 'IGM/Item']}
          value={mode}
          onChange={setMode}
        />
        <Input.Search
          aria-label={mode === 'Container' ? 'Container number' : 'IGM or IGM:ITEM'}
          placeholder={mode === 'Container' ? 'Container number' : 'IGM or IGM:ITEM'}
          allowClear
          enterButton="Search"
          loading={searching}
          onSearch={(text) => void search(text)}
          style={{ width: 360 }}
        />
        {found && (
          <Typography.Text>
            {found.boxes.size === 0
              ? `No container found for ${found.label}.`
              : `${found.boxes.size.toLocaleString('en')} found for ${found.label}`}
          </Typography.Text>
        )}
        {found && model && (
          <Flex gap={4} wrap>
            {list.map((box) => (
              <Button key={box} size="small" onClick={() => jumpTo(model, box)}>
                {boxNumber(model, box)} · {locationOf(model, box)}
              </Button>
            ))}
            <Button size="small" type="link" onClick={() => onFound(undefined)}>
              Clear search
            </Button>
          </Flex>
        )}
      </Flex>
      {problem && <Alert type="error" showIcon title={problem} style={{ marginTop: 8 }} />}
    </section>
  );
}
