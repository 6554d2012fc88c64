import { IgmItem } from '@yardline/domain/yard/yard-containers';
import { Alert, Button, Flex, Input, Segmented, Typography } from 'antd';
import { useState } from 'react';
import { boxNumber, locationOf, type YardModel } from '../../../components/yard-grid/yard-model.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { getIgmContainers } from '../api/igm-containers.ts';
import { findByNumber } from '../box-filter.ts';

/** What was looked for: any part of a number, or an IGM/item's boxes (ids, from the server). */
export type Search =
  | { kind: 'number'; text: string }
  | { kind: 'igm'; igmItem: string; containerIds: readonly number[] };

/** What a search finds in the yard as it is now. */
export interface Found {
  kind: Search['kind'];
  label: string;
  /** Box indices in the model. */
  boxes: ReadonlySet<number>;
}

/** Found again after every change to the yard: a box that left is no longer listed. */
export function foundIn(model: YardModel, search: Search): Found {
  return search.kind === 'number'
    ? {
        kind: 'number',
        label: `"${search.text.toUpperCase()}"`,
        boxes: new Set(findByNumber(model.boxes, search.text)),
      }
    : {
        kind: 'igm',
        label: `IGM/ITEM ${search.igmItem}`,
        boxes: new Set(search.containerIds.flatMap((id) => model.boxById.get(id) ?? [])),
      };
}

type Mode = 'Container' | 'IGM/Item';

/** How many found boxes are listed by name (all are outlined on the grid). */
const LISTED = 8;

interface InventorySearchProps {
  model: YardModel | undefined;
  found: Found | undefined;
  onSearch: (search: Search | undefined) => void;
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
export function InventorySearch({ model, found, onSearch }: InventorySearchProps) {
  const [mode, setMode] = useState<Mode>('Container');
  const [problem, setProblem] = useState<string>();
  const [searching, setSearching] = useState(false);

  /** Shows what `search` finds and scrolls to the first of it. */
  function show(next: Search, yard: YardModel) {
    onSearch(next);
    const [first] = foundIn(yard, next).boxes;
    if (first !== undefined) jumpTo(yard, first);
  }

  async function search(text: string) {
    setProblem(undefined);
    const query = text.trim();
    if (!model || query === '') return onSearch(undefined);
    if (mode === 'Container') return show({ kind: 'number', text: query }, model);
    const igm = IgmItem.safeParse(query);
    if (!igm.success) return setProblem(igm.error.issues[0]?.message);
    setSearching(true);
    try {
      const answer = await getIgmContainers(igm.data);
      const containerIds = answer.map((box) => box.containerId);
      show({ kind: 'igm', igmItem: igm.data, containerIds }, model);
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
            <Button size="small" type="link" onClick={() => onSearch(undefined)}>
              Clear search
            </Button>
          </Flex>
        )}
      </Flex>
      {problem && <Alert type="error" showIcon title={problem} style={{ marginTop: 8 }} />}
    </section>
  );
}
