import { UploadOutlined } from '@ant-design/icons';
import { DEFAULT_METADATA } from '@yardline/domain/metadata/metadata.schema';
import type { CardUploadAnswer } from '@yardline/domain/trailers/trailer-cards.schema';
import {
  Alert,
  App,
  Button,
  Flex,
  Form,
  Input,
  Modal,
  Popconfirm,
  type TableColumnsType,
} from 'antd';
import { useState } from 'react';
import type { z } from 'zod';
import { useMetadata } from '../../../api/metadata.ts';
import { PagedList } from '../../../components/paged-list.tsx';
import { UploadDialog } from '../../../components/upload-dialog.tsx';
import { UploadOutcome } from '../../../components/upload-outcome.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import {
  type CardListApi,
  useCardList,
  useDeleteCard,
  useSaveCard,
  useUploadCards,
} from '../api/card-lists.ts';
import type { TrailerRights } from '../permissions.ts';

export interface CardField {
  name: string;
  label: string;
  max: number;
  /** The message when it is left empty; optional fields have none. */
  required?: string;
}

interface CardListTabProps<Row extends z.ZodType> {
  /** "PLA card mapping", for titles and messages. */
  noun: string;
  api: CardListApi<Row>;
  fields: CardField[];
  userName: string;
  rights: TrailerRights;
}

type CardRow = Record<string, string> & { id: number };

const rows = (n: number) => `${n} ${n === 1 ? 'row' : 'rows'}`;

/** The plaCards and permanentTrailers tabs: a keyed list with add, edit, delete and upload. */
export function CardListTab<Row extends z.ZodType>({
  noun,
  api,
  fields,
  userName,
  rights,
}: CardListTabProps<Row>) {
  const { message } = App.useApp();
  const metadata = useMetadata();
  const pageSize = (metadata.data ?? DEFAULT_METADATA).paginationItemsPerPage;
  const [page, setPage] = useState(1);
  const [searchText, setSearchText] = useState('');
  const [editing, setEditing] = useState<{ row: CardRow | undefined }>();
  const [uploading, setUploading] = useState(false);
  const [uploaded, setUploaded] = useState<CardUploadAnswer>();
  const [problem, setProblem] = useState<string>();
  const [form] = Form.useForm<Record<string, string>>();
  const list = useCardList(api, { page, pageSize, searchText });
  const save = useSaveCard(api);
  const remove = useDeleteCard(api);
  const upload = useUploadCards(api, userName);

  const submit = (values: Record<string, string>) => {
    setProblem(undefined);
    save.mutate(
      { id: editing?.row?.id, values },
      {
        onSuccess: () => {
          message.success(`${noun} saved.`);
          setEditing(undefined);
        },
        // Doc 3 §8: the server's status is shown when it is not success.
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };

  const columns: TableColumnsType<CardRow> = fields.map((field) => ({
    title: field.label,
    dataIndex: field.name,
  }));
  if (rights.edit) {
    columns.push({
      title: <span className="visually-hidden">Actions</span>,
      key: 'actions',
      render: (_, row) => (
        <Flex gap={4}>
          <Button
            type="link"
            size="small"
            aria-label={`Edit ${row[fields[0]?.name ?? '']}`}
            onClick={() => setEditing({ row })}
          >
            Edit
          </Button>
          {rights.remove && (
            <Popconfirm
              title={`Are you sure you want to delete this ${noun}?`}
              okText="Delete"
              okButtonProps={{ danger: true }}
              onConfirm={() =>
                remove.mutate(row.id, {
                  onSuccess: () => message.success(`${noun} deleted.`),
                  onError: (error) => message.error(errorMessage(error)),
                })
              }
            >
              <Button
                type="link"
                size="small"
                danger
                aria-label={`Delete ${row[fields[0]?.name ?? '']}`}
              >
                Delete
              </Button>
            </Popconfirm>
          )}
        </Flex>
      ),
    });
  }

  return (
    <PagedList<CardRow>
      label={`${noun}s`}
      columns={columns}
      rows={list.data?.entities as CardRow[] | undefined}
      total={list.data?.totalCount}
      loading={list.isPending}
      error={list.error}
      page={page}
      pageSize={pageSize}
      onPage={setPage}
      addLabel={`Add ${noun}`}
      {...(rights.edit ? { onAdd: () => setEditing({ row: undefined }) } : {})}
      filters={
        <Input.Search
          aria-label={`Search ${noun}s`}
          allowClear
          onSearch={(value) => {
            setSearchText(value.trim());
            setPage(1);
          }}
          style={{ maxWidth: 300 }}
        />
      }
      actions={
        rights.edit && (
          <Button icon={<UploadOutlined aria-hidden />} onClick={() => setUploading(true)}>
            Upload
          </Button>
        )
      }
      notice={
        uploaded && (
          <UploadOutcome
            answer={uploaded}
            title={
              uploaded.status === 'success'
                ? `${rows(uploaded.saved)} saved.`
                : `Nothing was saved: ${rows(uploaded.errors.length)} refused.`
            }
            onClose={() => setUploaded(undefined)}
          />
        )
      }
    >
      {editing && (
        <Modal
          open
          title={editing.row ? `Edit ${noun}` : `Add ${noun}`}
          okText="Save"
          onOk={() => form.submit()}
          onCancel={() => setEditing(undefined)}
          confirmLoading={save.isPending}
          destroyOnHidden
        >
          <Form
            form={form}
            name="card"
            layout="vertical"
            requiredMark={false}
            initialValues={editing.row}
            onFinish={submit}
          >
            {fields.map((field) => (
              <Form.Item
                key={field.name}
                label={field.label}
                name={field.name}
                rules={
                  field.required
                    ? [{ required: true, whitespace: true, message: field.required }]
                    : []
                }
              >
                <Input autoComplete="off" maxLength={field.max} />
              </Form.Item>
            ))}
            {problem && <Alert type="error" showIcon title={problem} />}
          </Form>
        </Modal>
      )}
      <UploadDialog<CardUploadAnswer>
        open={uploading}
        title={`Upload ${noun}s`}
        onUpload={upload}
        onDone={(answer) => {
          setUploaded(answer);
          setUploading(false);
        }}
        onClose={() => setUploading(false)}
      />
    </PagedList>
  );
}
