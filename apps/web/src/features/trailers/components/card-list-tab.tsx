import { UploadOutlined } from '@ant-design/icons';
import { DEFAULT_METADATA } from '@yardline/domain/metadata/metadata.schema';
import type { CardUploadAnswer } from '@yardline/domain/trailers/trailer-cards.schema';
import { Button, Form, Input, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { z } from 'zod';
import { useMetadata } from '../../../api/metadata.ts';
import { DeleteWithConfirm } from '../../../components/crud/delete-with-confirm.tsx';
import { FormModal } from '../../../components/crud/form-modal.tsx';
import { RecordList } from '../../../components/crud/record-list.tsx';
import { actionsColumn, EditLink } from '../../../components/crud/row-actions.tsx';
import { type TextField, TextFields } from '../../../components/crud/text-fields.tsx';
import { UploadDialog } from '../../../components/upload-dialog.tsx';
import { UploadOutcome } from '../../../components/upload-outcome.tsx';
import {
  type CardListApi,
  useCardList,
  useDeleteCard,
  useSaveCard,
  useUploadCards,
} from '../api/card-lists.ts';
import type { TrailerRights } from '../permissions.ts';

interface CardListTabProps<Row extends z.ZodType> {
  /** "PLA card mapping", for titles and messages. */
  noun: string;
  api: CardListApi<Row>;
  fields: TextField[];
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
  const metadata = useMetadata();
  const pageSize = (metadata.data ?? DEFAULT_METADATA).paginationItemsPerPage;
  const [page, setPage] = useState(1);
  const [searchText, setSearchText] = useState('');
  const [editing, setEditing] = useState<{ row: CardRow | undefined }>();
  const [uploading, setUploading] = useState(false);
  const [uploaded, setUploaded] = useState<CardUploadAnswer>();
  const [form] = Form.useForm<Record<string, string>>();
  const list = useCardList(api, { page, pageSize, searchText });
  const save = useSaveCard(api);
  const remove = useDeleteCard(api);
  const upload = useUploadCards(api, userName);

  const columns: TableColumnsType<CardRow> = fields.map((field) => ({
    title: field.label,
    dataIndex: field.name,
  }));
  if (rights.edit) {
    columns.push(
      actionsColumn((row) => {
        const name = row[fields[0]?.name ?? ''] ?? '';
        return (
          <>
            <EditLink row={name} onClick={() => setEditing({ row })} />
            {rights.remove && (
              <DeleteWithConfirm
                question={`Are you sure you want to delete this ${noun}?`}
                remove={remove}
                variables={row.id}
                deleted={`${noun} deleted.`}
                row={name}
              />
            )}
          </>
        );
      }),
    );
  }

  return (
    <RecordList<CardRow>
      label={`${noun}s`}
      columns={columns}
      rows={list.data?.entities as CardRow[] | undefined}
      loading={list.isPending}
      error={list.error}
      paging={{ page, pageSize, total: list.data?.totalCount, onPage: setPage }}
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
        <FormModal
          form={form}
          name="card"
          title={editing.row ? `Edit ${noun}` : `Add ${noun}`}
          initialValues={editing.row ?? {}}
          save={save}
          toVariables={(values) => ({ id: editing.row?.id, values })}
          // Doc 3 §8: the server's status is shown when it is not success.
          saved={() => `${noun} saved.`}
          onClose={() => setEditing(undefined)}
        >
          <TextFields fields={fields} />
        </FormModal>
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
    </RecordList>
  );
}
