import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input, Table } from 'antd';

export interface ContactRow {
  key: number;
  name: string;
  phone: string;
  email: string;
}

type Field = 'name' | 'phone' | 'email';

/** The agent's contacts list: people to call, each a name with a phone and an e-mail. */
export function ContactsTable({
  rows,
  editable,
  onChange,
}: {
  rows: ContactRow[];
  editable: boolean;
  onChange: (rows: ContactRow[]) => void;
}) {
  const set = (key: number, field: Field, value: string) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, [field]: value } : row)));
  const cell = (field: Field, label: string) => (_: unknown, row: ContactRow) => (
    <Input
      size="small"
      value={row[field]}
      disabled={!editable}
      aria-label={`Contact ${label}`}
      maxLength={field === 'phone' ? 40 : 120}
      onChange={(event) => set(row.key, field, event.target.value)}
    />
  );
  return (
    <Table<ContactRow>
      size="small"
      bordered
      pagination={false}
      rowKey="key"
      dataSource={rows}
      aria-label="Contacts"
      locale={{ emptyText: 'No contacts' }}
      columns={[
        { title: 'Name', render: cell('name', 'name') },
        { title: 'Phone', render: cell('phone', 'phone') },
        { title: 'E-mail', render: cell('email', 'e-mail') },
        {
          title: (
            <Button
              size="small"
              icon={<PlusOutlined aria-hidden />}
              disabled={!editable}
              onClick={() =>
                onChange([
                  ...rows,
                  {
                    key: Math.max(0, ...rows.map((r) => r.key)) + 1,
                    name: '',
                    phone: '',
                    email: '',
                  },
                ])
              }
            >
              Add contact
            </Button>
          ),
          width: 130,
          render: (_, row) => (
            <Button
              size="small"
              type="text"
              danger
              disabled={!editable}
              icon={<DeleteOutlined aria-hidden />}
              aria-label={`Remove contact ${row.name}`}
              onClick={() => onChange(rows.filter((other) => other.key !== row.key))}
            />
          ),
        },
      ]}
    />
  );
}
