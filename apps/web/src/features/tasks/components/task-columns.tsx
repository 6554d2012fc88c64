import { describeAssignment } from '@yardline/domain/machines/machine-choice';
import type { Task, TaskSortField } from '@yardline/domain/tasks/task.schema';
import { Button, type TableColumnsType, Tag, Typography } from 'antd';
import type { SortOrder } from 'antd/es/table/interface';

export interface TaskSort {
  by: TaskSortField;
  order: 'asc' | 'desc';
}

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '');

/**
 * The Tasks table's columns (doc 3 §3), sortable on the server; an Edit link for managers. A task
 * in `holding` holds its destination slot: no one else may take it (slot-holds.md).
 */
export function taskColumns(
  sort: TaskSort,
  onEdit: ((task: Task) => void) | undefined,
  holding: ReadonlySet<number> = new Set(),
): TableColumnsType<Task> {
  const sortOrderOf = (field: TaskSortField): SortOrder =>
    sort.by === field ? (sort.order === 'asc' ? 'ascend' : 'descend') : null;
  const sortable = (field: TaskSortField) => ({
    sorter: true,
    sortOrder: sortOrderOf(field),
    key: field,
  });

  const columns: TableColumnsType<Task> = [
    { title: 'Id', dataIndex: 'taskId', width: 70 },
    {
      title: 'Container',
      dataIndex: 'containerNumber',
      ...sortable('containerNumber'),
      render: (number: string, task) => (
        <span>
          {number}
          {task.containerSize ? ` · ${task.containerSize}'` : ''}
          {task.onPriority && (
            <Tag color="red" style={{ marginLeft: 6 }}>
              Priority
            </Tag>
          )}
        </span>
      ),
    },
    { title: 'Task type', dataIndex: 'taskType', ...sortable('taskType') },
    { title: 'Delivery mode', dataIndex: 'deliveryMode', ...sortable('deliveryMode') },
    { title: 'From', dataIndex: 'fromLocation', ...sortable('fromLocation') },
    {
      title: 'To',
      dataIndex: 'toLocation',
      ...sortable('toLocation'),
      render: (to: string, task) => (
        <>
          {task.toLocationDetails ? `${to} ${task.toLocationDetails}` : to}
          {holding.has(task.taskId) && (
            <Tag color="volcano" style={{ marginLeft: 6 }} title="No one else may take this slot">
              held
            </Tag>
          )}
        </>
      ),
    },
    {
      title: 'Machine',
      dataIndex: 'assignedToMachine',
      ...sortable('assignedToMachine'),
      // Why the task has this machine, small beneath it: "nearest, 120 m".
      render: (machine: string, task) => (
        <>
          {machine}
          {task.assignmentReason && (
            <Typography.Text
              type="secondary"
              style={{ display: 'block', fontSize: 12, whiteSpace: 'nowrap' }}
            >
              {describeAssignment(task.assignmentReason)}
            </Typography.Text>
          )}
        </>
      ),
    },
    { title: 'Box is at', dataIndex: 'currentLocation' },
    {
      title: 'Generated',
      dataIndex: 'generationDate',
      ...sortable('generationDate'),
      render: when,
    },
    {
      title: 'Completed',
      dataIndex: 'completionDate',
      ...sortable('completionDate'),
      render: when,
    },
  ];
  if (onEdit) {
    columns.push({
      title: <span className="visually-hidden">Actions</span>,
      key: 'actions',
      render: (_, task) =>
        task.completionDate ? null : (
          <Button
            type="link"
            size="small"
            aria-label={`Edit task ${task.taskId}`}
            onClick={() => onEdit(task)}
          >
            Edit
          </Button>
        ),
    });
  }
  return columns;
}
