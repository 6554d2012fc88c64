import type { LatLng } from '@yardline/domain/yard/geometry';
import {
  MAX_POINTS,
  polygonProblem,
  YARD_LOCATION_MESSAGES,
  YARD_LOCATION_TYPES,
  type YardLocation,
  type YardLocationType,
} from '@yardline/domain/yard/yard-location';
import { Alert, App, Button, Card, Flex, Input, Select, Typography } from 'antd';
import { useState } from 'react';
import { DeleteWithConfirm } from '../../../components/crud/delete-with-confirm.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useDeleteYardLocation } from '../api/delete-yard-location.ts';
import { useSaveYardLocation } from '../api/save-yard-location.ts';

export const TYPE_LABELS: Record<YardLocationType, string> = {
  YARD_ZONE: 'Yard zone',
  TASK_TO_LOCATION: 'Task destination',
};

interface ZoneEditorProps {
  location: YardLocation | undefined;
  points: LatLng[];
  onDone: () => void;
}

/** The zone's name and type, its points drawn on the map, save and delete (doc 3 §5, §8). */
export function ZoneEditor({ location, points, onDone }: ZoneEditorProps) {
  const { message } = App.useApp();
  const [name, setName] = useState(location?.name ?? '');
  const [type, setType] = useState<YardLocationType>(location?.type ?? 'YARD_ZONE');
  const [problem, setProblem] = useState<string>();
  const save = useSaveYardLocation();
  const remove = useDeleteYardLocation();

  const submit = () => {
    const found = name.trim() ? polygonProblem(points) : YARD_LOCATION_MESSAGES.nameRequired;
    if (found) return setProblem(found);
    setProblem(undefined);
    save.mutate(
      { id: location?.id, input: { name: name.trim(), type, coordinates: points } },
      {
        onSuccess: () => {
          message.success(YARD_LOCATION_MESSAGES.saved);
          onDone();
        },
        onError: (error) => setProblem(`${YARD_LOCATION_MESSAGES.notSaved} ${errorMessage(error)}`),
      },
    );
  };

  const title = location ? `Edit zone ${location.name}` : 'New zone';
  return (
    <Card size="small" title={title} role="region" aria-label={title}>
      <Flex vertical gap={8}>
        <label htmlFor="zone-name">Name</label>
        <Input
          id="zone-name"
          value={name}
          maxLength={100}
          onChange={(event) => setName(event.target.value)}
          autoFocus
        />
        <label htmlFor="zone-type">Type</label>
        <Select<YardLocationType>
          id="zone-type"
          value={type}
          onChange={setType}
          options={YARD_LOCATION_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] }))}
        />
        <Typography.Text type="secondary">
          {points.length === 0
            ? 'Click the map to place the corners; click the first corner again to close the zone.'
            : `${points.length} of at most ${MAX_POINTS} points. Drag a corner to move it.`}
        </Typography.Text>
        {problem && <Alert type="error" showIcon title={problem} />}
        <Flex gap={8}>
          <Button type="primary" onClick={submit} loading={save.isPending}>
            Save zone
          </Button>
          <Button onClick={onDone}>Cancel</Button>
          {location && (
            <DeleteWithConfirm
              question="Are you sure you want to delete this location?"
              remove={remove}
              variables={location.id}
              deleted={`Zone ${location.name} deleted.`}
              onDeleted={onDone}
              onError={setProblem}
              style={{ marginInlineStart: 'auto' }}
            >
              Delete zone
            </DeleteWithConfirm>
          )}
        </Flex>
      </Flex>
    </Card>
  );
}
