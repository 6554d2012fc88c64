import type { ContainerRecord } from '@yardline/domain/containers/container-records';
import { Alert, Modal, Switch, Table } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error.ts';
import { useUpdateMovementAlerts } from '../api/movement-alert.ts';

/** Update movement alert of the selected boxes; closes when the server answers 'OK' (doc 1 §8). */
export function MovementAlertModal({
  boxes,
  onClose,
}: {
  boxes: ContainerRecord[];
  onClose: () => void;
}) {
  const update = useUpdateMovementAlerts();
  const [alerts, setAlerts] = useState<Record<number, boolean>>(() =>
    Object.fromEntries(boxes.map((box) => [box.id, box.movementAlert])),
  );
  const [problem, setProblem] = useState<string>();

  const save = async () => {
    try {
      const answer = await update.mutateAsync(
        boxes.map((box) => ({
          containerId: box.id,
          containerNumber: box.containerNumber,
          sizeName: box.sizeName,
          movementAlert: alerts[box.id] ?? false,
        })),
      );
      if (answer.responsestatus === 'OK') onClose();
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  return (
    <Modal
      open
      title="Update movement alert"
      okText="Save"
      onOk={save}
      confirmLoading={update.isPending}
      onCancel={onClose}
    >
      <Table<ContainerRecord>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={boxes}
        columns={[
          { title: 'Container No.', dataIndex: 'containerNumber' },
          { title: 'Size', dataIndex: 'sizeName' },
          {
            title: 'Movement alert',
            key: 'alert',
            render: (_, box) => (
              <Switch
                size="small"
                aria-label={`Movement alert for ${box.containerNumber}`}
                checked={alerts[box.id]}
                onChange={(on) => setAlerts({ ...alerts, [box.id]: on })}
              />
            ),
          },
        ]}
      />
      {problem && <Alert style={{ marginTop: 8 }} type="error" showIcon title={problem} />}
    </Modal>
  );
}
