import type { ContainerRecord } from '@yardline/domain/containers/container-records';
import { Alert, App, Input, Modal, Table } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error.ts';
import { useUpdateLocations } from '../api/update-location.ts';

/**
 * Update location of the selected boxes (at most 10): a new slot key each, all moved or none,
 * through the slot ledger. A box whose field is left as it was is not sent.
 */
export function UpdateLocationModal({
  boxes,
  onClose,
}: {
  boxes: ContainerRecord[];
  onClose: () => void;
}) {
  const { message } = App.useApp();
  const update = useUpdateLocations();
  const [targets, setTargets] = useState<Record<number, string>>(() =>
    Object.fromEntries(boxes.map((box) => [box.id, box.location ?? ''])),
  );
  const [problem, setProblem] = useState<string>();

  const save = async () => {
    const rows = boxes
      .filter((box) => (targets[box.id] ?? '').trim() !== (box.location ?? ''))
      .map((box) => ({
        containerId: box.id,
        number: box.containerNumber,
        size: box.sizeName,
        previousLocation: box.location,
        newLocation: (targets[box.id] ?? '').trim().toUpperCase(),
      }));
    if (rows.length === 0) return setProblem('Nothing to update');
    try {
      const answer = await update.mutateAsync(rows);
      message.success(`${answer.moves.length} container(s) moved.`);
      onClose();
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  return (
    <Modal
      open
      title="Update location"
      okText="Update"
      onOk={save}
      confirmLoading={update.isPending}
      onCancel={onClose}
      width={640}
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
            title: 'Now at',
            dataIndex: 'location',
            render: (value: string | null) => value ?? '—',
          },
          {
            title: 'New location',
            key: 'to',
            render: (_, box) => (
              <Input
                size="small"
                aria-label={`New location of ${box.containerNumber}`}
                placeholder={box.sizeName === '20' ? 'A_01_02_1' : 'C_01_01_1,C_01_02_1'}
                value={targets[box.id]}
                onChange={(event) => {
                  setProblem(undefined);
                  setTargets({ ...targets, [box.id]: event.target.value });
                }}
              />
            ),
          },
        ]}
      />
      {problem && <Alert style={{ marginTop: 8 }} type="error" showIcon title={problem} />}
    </Modal>
  );
}
