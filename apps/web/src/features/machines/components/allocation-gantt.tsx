import {
  type Allocation,
  type AllocationColour,
  DAY_MS,
  GANTT_SNAP_MS,
  snapToMagnet,
} from '@yardline/domain/machines/allocation.schema';
import { useEffect, useRef } from 'react';
import { Timeline, type TimelineOptions } from 'vis-timeline/standalone';
import 'vis-timeline/styles/vis-timeline-graph2d.min.css';

export type GanttView = 'machine' | 'area';

export interface GanttRow extends Allocation {
  colour: AllocationColour;
  edited: boolean;
}

export interface GanttMove {
  id: number;
  fromTime: string;
  toTime: string;
  /** The machine or area it was dropped on (by the view's grouping). */
  machineId: number;
  areaId: number;
}

interface AllocationGanttProps {
  view: GanttView;
  day: number;
  rows: readonly GanttRow[];
  machines: readonly { id: number; name: string }[];
  areas: readonly { id: number; name: string }[];
  editable: boolean;
  onMove: (move: GanttMove) => void;
}

/**
 * The allocation Gantt (doc 2 §2, §4, §9) on vis-timeline: a row per machine (or per area), a day
 * scale, items snapping to a 5-minute magnet; dragging an item (in time, or onto another row)
 * hands the move up, which marks it edited. Colours come from the rows.
 */
export function AllocationGantt({
  view,
  day,
  rows,
  machines,
  areas,
  editable,
  onMove,
}: AllocationGanttProps) {
  const element = useRef<HTMLDivElement>(null);
  const timeline = useRef<Timeline>(undefined);
  const latest = useRef({ onMove, rows, view });
  latest.current = { onMove, rows, view };

  useEffect(() => {
    if (!element.current) return;
    const options: TimelineOptions = {
      stack: false,
      orientation: 'top',
      zoomable: true,
      zoomMin: 60 * 60_000,
      zoomMax: DAY_MS * 2,
      timeAxis: { scale: 'hour', step: 1 },
      snap: (date: Date) => new Date(snapToMagnet(date.getTime())),
      editable: { updateTime: true, updateGroup: true, add: false, remove: false },
      // Dragged at once, without selecting first.
      itemsAlwaysDraggable: { item: true, range: true },
      groupOrder: 'content',
      margin: { item: 4 },
      onMove: (item, callback) => {
        const row = latest.current.rows.find((r) => r.id === item.id);
        if (!row || !item.end) return callback(null);
        const group = Number(item.group);
        callback(item);
        latest.current.onMove({
          id: row.id,
          fromTime: new Date(item.start).toISOString(),
          toTime: new Date(item.end).toISOString(),
          machineId: latest.current.view === 'machine' ? group : row.machineId,
          areaId: latest.current.view === 'area' ? group : row.areaId,
        });
      },
    };
    timeline.current = new Timeline(element.current, [], [], options);
    return () => {
      timeline.current?.destroy();
      timeline.current = undefined;
    };
  }, []);

  useEffect(() => {
    timeline.current?.setOptions({
      editable: editable
        ? { updateTime: true, updateGroup: true, add: false, remove: false }
        : false,
    });
  }, [editable]);

  useEffect(() => {
    timeline.current?.setWindow(new Date(day), new Date(day + DAY_MS), { animation: false });
  }, [day]);

  useEffect(() => {
    const list = view === 'machine' ? machines : areas;
    const current = timeline.current;
    if (!current) return;
    current.setGroups(list.map((g) => ({ id: g.id, content: g.name })));
    current.setItems(
      rows.map((row) => ({
        id: row.id,
        group: view === 'machine' ? row.machineId : row.areaId,
        start: new Date(row.fromTime),
        end: new Date(row.toTime),
        content: view === 'machine' ? row.area : row.machine,
        title: `${row.machine} in ${row.area}: ${new Date(row.fromTime).toLocaleString('en-GB')} – ${new Date(row.toTime).toLocaleString('en-GB')}${row.edited ? ' (edited)' : ''}`,
        className: `allocation-${row.colour}${row.edited ? ' allocation-edited' : ''}`,
      })),
    );
  }, [rows, view, machines, areas]);

  return (
    <div
      ref={element}
      className="allocation-gantt"
      role="application"
      aria-label={`Allocations by ${view}`}
      data-snap-ms={GANTT_SNAP_MS}
    />
  );
}
