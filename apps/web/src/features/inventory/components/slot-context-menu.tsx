import { Menu, type MenuProps } from 'antd';
import { useEffect, useRef } from 'react';

/** Doc 2 §2: the context menu's actions, word for word. */
export const CONTEXT_ACTIONS = {
  update: 'Update Location',
  moveHere: 'Move Container Here',
  showIgm: 'Show containers with this IGM/ITEM',
  clearIgm: 'Clear IGM/ITEM filter',
} as const;

export type ContextAction = keyof typeof CONTEXT_ACTIONS;

interface SlotContextMenuProps {
  clientX: number;
  clientY: number;
  /** A box stands in the slot. */
  onBox: boolean;
  /** A box is being moved (chosen with Update Location), so it can go here. */
  moving: boolean;
  igmFiltered: boolean;
  onAction: (action: ContextAction) => void;
  onClose: () => void;
}

/**
 * The menu opened by a right click on a slot, at the pointer. It closes on a choice, Escape, or a
 * press anywhere else (listened for only after the opening click is over).
 */
export function SlotContextMenu(props: SlotContextMenuProps) {
  const { clientX, clientY, onBox, moving, igmFiltered, onAction, onClose } = props;
  const menu = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const outside = (event: Event) => {
      if (!menu.current?.contains(event.target as Node)) close.current();
    };
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close.current();
    const listen = setTimeout(() => document.addEventListener('pointerdown', outside));
    document.addEventListener('keydown', onKey);
    menu.current
      ?.querySelector<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])')
      ?.focus();
    return () => {
      clearTimeout(listen);
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', onKey);
    };
  }, []);
  const items: MenuProps['items'] = [
    { key: 'update', label: CONTEXT_ACTIONS.update, disabled: !onBox },
    { key: 'moveHere', label: CONTEXT_ACTIONS.moveHere, disabled: !moving || onBox },
    { key: 'showIgm', label: CONTEXT_ACTIONS.showIgm, disabled: !onBox },
    { key: 'clearIgm', label: CONTEXT_ACTIONS.clearIgm, disabled: !igmFiltered },
  ];
  // Opens to the left or upwards near the window's right or bottom edge.
  const left = Math.min(clientX, window.innerWidth - 280);
  const top = Math.min(clientY, window.innerHeight - 190);
  return (
    <div ref={menu} className="inventory-context-menu" style={{ left, top }}>
      <Menu
        selectable={false}
        items={items}
        onClick={({ key }) => {
          onClose();
          onAction(key as ContextAction);
        }}
      />
    </div>
  );
}
