import type { ContainerMove } from '@yardline/domain/events/live-events';
import { NOTHING_TO_UPDATE } from '@yardline/domain/yard/slot-admin';
import { parseLocation } from '@yardline/domain/yard/slot-key';
import { Alert, App, Button, Flex, Input, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error.ts';
import { useUpdateLocations } from '../api/update-location.ts';

/** The box chosen with Update Location. */
export interface MovingBox {
  containerId: number;
  number: string;
  size: number;
  location: string;
}

const same = (a: string, b: string) =>
  (parseLocation(a) ?? [a]).join(',') === (parseLocation(b) ?? [b]).join(',');

/**
 * Moves the chosen box (doc 2 §5): only a changed location is sent; an unchanged one gives
 * 'Nothing to update'. Used by the panel's Update button and by Move Container Here.
 */
export function useMoveBox(box: MovingBox | undefined, onMoved: (moves: ContainerMove[]) => void) {
  const { message } = App.useApp();
  const update = useUpdateLocations();
  const submit = (location: string) => {
    if (!box) return;
    if (same(location, box.location)) {
      message.warning(NOTHING_TO_UPDATE);
      return;
    }
    const newLocation = location.trim();
    update.mutate(
      [
        {
          containerId: box.containerId,
          number: box.number,
          size: box.size,
          previousLocation: box.location,
          newLocation,
        },
      ],
      {
        onSuccess: (answer) => {
          message.success(`${box.number} moved to ${newLocation}.`);
          onMoved(answer.moves);
        },
      },
    );
  };
  return { submit, pending: update.isPending, error: update.error, reset: update.reset };
}

interface MovePanelProps {
  box: MovingBox;
  move: ReturnType<typeof useMoveBox>;
  onCancel: () => void;
}

/**
 * Update Location (doc 2 §2): type the box's new slot, or right-click a free slot and choose Move
 * Container Here.
 */
export function MovePanel({ box, move, onCancel }: MovePanelProps) {
  const [location, setLocation] = useState(box.location);
  return (
    <section aria-label="Update Location" className="inventory-move">
      <Flex gap={8} align="center" wrap>
        <Typography.Text strong>
          Update Location of {box.number} ({box.size} ft), now at {box.location}
        </Typography.Text>
        <Input
          aria-label="New location"
          value={location}
          onChange={(event) => setLocation(event.target.value)}
          onPressEnter={() => move.submit(location)}
          style={{ width: 260 }}
        />
        <Button type="primary" loading={move.pending} onClick={() => move.submit(location)}>
          Update
        </Button>
        <Button onClick={onCancel}>Cancel</Button>
      </Flex>
      <Typography.Text type="secondary">
        Or right-click a free slot and choose Move Container Here.
      </Typography.Text>
      {move.error && <Alert type="error" showIcon title={errorMessage(move.error)} />}
    </section>
  );
}
