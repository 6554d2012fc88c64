import { type ColourRule, UNSET_COLOUR } from '@yardline/domain/configuration/colour-rule';
import type { AreaLayout, CellLayout } from '@yardline/domain/yard/layout.schema';
import { type Dispatch, type PointerEvent, type SetStateAction, useEffect, useRef } from 'react';
import { cellFree, paintCell, toggleCells } from '../cell-selection.ts';
import './yard-cell-grid.css';

export type CellSelection = ReadonlySet<number>;

/** Present while a rule is being drawn: its cells and the colour they will take. */
interface GridEditor {
  ruleId: number | undefined;
  colour: string;
  selection: CellSelection;
  setSelection: Dispatch<SetStateAction<CellSelection>>;
}

interface YardCellGridProps {
  areas: readonly AreaLayout[];
  owners: ReadonlyMap<number, ColourRule>;
  editor?: GridEditor;
}

const cellId = (target: EventTarget): number | undefined => {
  const id = (target as HTMLElement).dataset?.cell;
  return id === undefined ? undefined : Number(id);
};

/**
 * The yard by area, row and cell, each cell in its rule's colour (doc 1 §2 "Configuration"). With
 * an editor, a click or a drag paints cells in or out of the selection, and the row and area
 * buttons take all their free cells at once.
 */
export function YardCellGrid({ areas, owners, editor }: YardCellGridProps) {
  // While the pointer is down: whether the drag selects or clears the cells it crosses.
  const painting = useRef<boolean | undefined>(undefined);
  useEffect(() => {
    const stop = () => {
      painting.current = undefined;
    };
    window.addEventListener('pointerup', stop);
    window.addEventListener('pointercancel', stop);
    return () => {
      window.removeEventListener('pointerup', stop);
      window.removeEventListener('pointercancel', stop);
    };
  }, []);

  const free = (id: number) => cellFree(owners, id, editor?.ruleId);

  const onPointerDown = (event: PointerEvent) => {
    const id = cellId(event.target);
    if (!editor || id === undefined || event.button !== 0 || !free(id)) return;
    // Without this, a touch drag stays captured by the first cell and crosses no others.
    (event.target as HTMLElement).releasePointerCapture?.(event.pointerId);
    const on = !editor.selection.has(id);
    painting.current = on;
    editor.setSelection((selection) => paintCell(selection, id, on));
  };

  const onPointerOver = (event: PointerEvent) => {
    const on = painting.current;
    const id = cellId(event.target);
    if (!editor || on === undefined || id === undefined || !free(id)) return;
    editor.setSelection((selection) => paintCell(selection, id, on));
  };

  const toggle = (ids: readonly number[]) =>
    editor?.setSelection((selection) => toggleCells(selection, ids, free));

  return (
    <div
      className={editor ? 'yard-areas is-editing' : 'yard-areas'}
      onPointerDown={onPointerDown}
      onPointerOver={onPointerOver}
    >
      {areas.map((area) => (
        <AreaGrid
          key={area.areaId}
          area={area}
          owners={owners}
          editor={editor}
          onToggle={editor ? toggle : undefined}
        />
      ))}
    </div>
  );
}

interface AreaGridProps {
  area: AreaLayout;
  owners: ReadonlyMap<number, ColourRule>;
  editor: GridEditor | undefined;
  onToggle: ((ids: readonly number[]) => void) | undefined;
}

function AreaGrid({ area, owners, editor, onToggle }: AreaGridProps) {
  const areaCells = area.rowLayouts.flatMap((row) => row.cellLayouts.map((cell) => cell.id));
  return (
    <section className="yard-area" aria-label={`Area ${area.name}`}>
      <h3 className="yard-area-title">
        {onToggle ? (
          <button type="button" onClick={() => onToggle(areaCells)}>
            Area {area.name}
          </button>
        ) : (
          `Area ${area.name}`
        )}
        <span className="yard-area-size">
          {area.rowLayouts.length} rows × {area.cellNames.length} cells
          {area.fortyFootPairs ? ', 40 ft pairs' : ''}
        </span>
      </h3>
      <table className={area.fortyFootPairs ? 'yard-grid is-paired' : 'yard-grid'}>
        <caption className="visually-hidden">Cells of area {area.name}</caption>
        <thead>
          <tr>
            <td />
            {area.cellNames.map((name) => (
              <th scope="col" key={name} className="yard-col-name">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {area.rowLayouts.map((row) => (
            <tr key={row.name}>
              <th scope="row" className="yard-row-name">
                {onToggle ? (
                  <button
                    type="button"
                    aria-label={`Row ${area.name}_${row.name}`}
                    onClick={() => onToggle(row.cellLayouts.map((cell) => cell.id))}
                  >
                    {row.name}
                  </button>
                ) : (
                  row.name
                )}
              </th>
              {row.cellLayouts.map((cell) => (
                <Cell key={cell.id} cell={cell} owner={owners.get(cell.id)} editor={editor} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

interface CellProps {
  cell: CellLayout;
  owner: ColourRule | undefined;
  editor: GridEditor | undefined;
}

/** Drawn selection before a colour is chosen: black is not a colour a rule may have. */
const UNSET_SELECTION = '#2b6a8f';

function Cell({ cell, owner, editor }: CellProps) {
  const selected = editor?.selection.has(cell.id) ?? false;
  const taken = editor !== undefined && owner !== undefined && owner.id !== editor.ruleId;
  let background = owner?.color;
  if (editor && owner?.id === editor.ruleId) background = undefined;
  if (selected && editor) {
    background = editor.colour === UNSET_COLOUR ? UNSET_SELECTION : editor.colour;
  }
  const classes = ['yard-cell'];
  if (selected) classes.push('is-selected');
  if (taken) classes.push('is-taken');
  // Read out by screen readers; tests find cells by their data attributes.
  const label = [cell.fullName];
  if (owner) label.push(owner.name);
  if (selected) label.push('selected');
  return (
    <td>
      <span
        role="img"
        aria-label={label.join(', ')}
        data-cell={cell.id}
        data-name={cell.fullName}
        data-selected={selected || undefined}
        className={classes.join(' ')}
        style={background ? { background } : undefined}
        title={owner ? `${cell.fullName} · ${owner.name}` : cell.fullName}
      />
    </td>
  );
}
