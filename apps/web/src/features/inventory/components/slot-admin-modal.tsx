import type { AreaLayout } from '@yardline/domain/yard/layout.schema';
import {
  type AreaColumn,
  areaColumns,
  BulkLocationBody,
  mergeRange,
  pairHalves,
  rangeEnds,
  splitAreaRange,
  splitRange,
} from '@yardline/domain/yard/slot-admin';
import { Alert, App, Flex, Form, Input, InputNumber, Modal, Select } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error.ts';
import { type SlotAdminCall, useSlotAdmin } from '../api/slot-admin.ts';

/** Doc 2 §2: the admin menu, word for word. */
export const ADMIN_ACTIONS = {
  'split-area': 'Split Area',
  'merge-slots': 'Merge Slots',
  'split-slots': 'Split Slots',
  'bulk-location': 'Bulk Locations',
} as const;

export type AdminAction = keyof typeof ADMIN_ACTIONS;

const PLANS = {
  'merge-slots': mergeRange,
  'split-slots': splitRange,
  'split-area': splitAreaRange,
};

const DONE: Record<AdminAction, string> = {
  'split-area': 'Area split',
  'merge-slots': 'Slots merged',
  'split-slots': 'Slots split',
  'bulk-location': 'Area located',
};

const CORNERS = [
  "First row's first cell",
  "First row's last cell",
  "Last row's last cell",
  "Last row's first cell",
];

/** The columns of an area as the layout gives them, each single, a pair's half, or mixed. */
function columnsOf(area: AreaLayout): AreaColumn[] {
  const position = new Map(area.cellNames.map((name, i) => [name, i]));
  return areaColumns(
    area.rowLayouts.flatMap((row) => {
      const halves = pairHalves(row.cellLayouts.map((cell) => cell.merged));
      return row.cellLayouts.map((cell, i) => ({
        name: cell.name,
        position: position.get(cell.name) ?? i,
        pair: halves[i] ?? null,
      }));
    }),
  );
}

interface Values {
  area?: string;
  fromColumn?: string;
  toColumn?: string;
  newAreaName?: string;
  corners?: { lat?: number; lng?: number }[];
}

interface SlotAdminModalProps {
  action: AdminAction;
  areas: readonly AreaLayout[];
  onClose: () => void;
}

/**
 * One admin action's form (doc 2 §5): the columns offered follow the rules (merge: unmerged
 * columns an odd distance after the first; split: merged columns only), and the same rules from
 * the domain check the choice before it is sent; the server checks again.
 */
export function SlotAdminModal({ action, areas, onClose }: SlotAdminModalProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [problem, setProblem] = useState<string>();
  const run = useSlotAdmin();
  const areaName = Form.useWatch('area', form);
  const from = Form.useWatch('fromColumn', form);
  const area = areas.find((a) => a.name === areaName);
  const columns = area ? columnsOf(area) : [];
  const fromOptions =
    action === 'split-slots' ? columns.filter((c) => c.state === 'left') : columns;
  const toNames =
    from === undefined
      ? []
      : action === 'split-area'
        ? columns.slice(columns.findIndex((c) => c.name === from)).map((c) => c.name)
        : action === 'bulk-location'
          ? []
          : rangeEnds(PLANS[action], columns, from);
  const asOptions = (names: readonly string[]) =>
    names.map((name) => ({ value: name, label: name }));

  function call(values: Values): SlotAdminCall | string {
    const name = values.area ?? '';
    if (action === 'bulk-location') {
      const parsed = BulkLocationBody.safeParse({ areaName: name, corners: values.corners });
      return parsed.success
        ? { action, body: parsed.data }
        : (parsed.error.issues[0]?.message ?? 'Check the corners.');
    }
    const fromColumn = values.fromColumn ?? '';
    const toColumn = values.toColumn ?? '';
    const range = PLANS[action](name, columns, fromColumn, toColumn);
    if ('error' in range) return range.error;
    return action === 'split-area'
      ? {
          action,
          body: { area: name, fromColumn, toColumn, newAreaName: values.newAreaName ?? '' },
        }
      : { action, body: { area: name, fromColumn, toColumn } };
  }

  const submit = (values: Values) => {
    const made = call(values);
    if (typeof made === 'string') return setProblem(made);
    setProblem(undefined);
    run.mutate(made, {
      onSuccess: (answer) => {
        message.success(`${DONE[action]}: ${answer.areas.join(', ')}.`);
        onClose();
      },
    });
  };

  const pickArea = (name: string) => {
    const corners = areas.find((a) => a.name === name)?.corners ?? undefined;
    form.setFieldsValue({ fromColumn: undefined, toColumn: undefined, corners });
  };

  return (
    <Modal
      open
      title={ADMIN_ACTIONS[action]}
      okText={ADMIN_ACTIONS[action]}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={run.isPending}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit} name={action}>
        <Form.Item
          name="area"
          label="Area"
          rules={[{ required: true, message: 'Choose the area.' }]}
        >
          <Select showSearch options={asOptions(areas.map((a) => a.name))} onChange={pickArea} />
        </Form.Item>
        {action === 'bulk-location' ? (
          CORNERS.map((label, i) => (
            <Flex key={label} gap={8}>
              <Form.Item
                name={['corners', i, 'lat']}
                label={`${label}: latitude`}
                style={{ flex: 1 }}
              >
                <InputNumber min={-90} max={90} step={0.0001} style={{ width: '100%' }} />
              </Form.Item>
              <Form.Item name={['corners', i, 'lng']} label="longitude" style={{ flex: 1 }}>
                <InputNumber min={-180} max={180} step={0.0001} style={{ width: '100%' }} />
              </Form.Item>
            </Flex>
          ))
        ) : (
          <Flex gap={8}>
            <Form.Item name="fromColumn" label="From column" style={{ flex: 1 }}>
              <Select
                showSearch
                options={asOptions(fromOptions.map((c) => c.name))}
                onChange={() => form.setFieldValue('toColumn', undefined)}
              />
            </Form.Item>
            <Form.Item name="toColumn" label="To column" style={{ flex: 1 }}>
              <Select showSearch options={asOptions(toNames)} />
            </Form.Item>
          </Flex>
        )}
        {action === 'split-area' && (
          <Form.Item name="newAreaName" label="New area name">
            <Input />
          </Form.Item>
        )}
      </Form>
      {(problem ?? run.error) && (
        <Alert type="error" showIcon title={problem ?? errorMessage(run.error)} />
      )}
    </Modal>
  );
}
