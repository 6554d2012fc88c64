import { ExportOutlined } from '@ant-design/icons';
import { DEFAULT_METADATA } from '@yardline/domain/metadata/metadata.schema';
import type { HealthResponse } from '@yardline/domain/session/session.schema';
import { type Trailer, trailersRefreshMs } from '@yardline/domain/trailers/trailer.schema';
import { Button, Checkbox, Input, type TableColumnsType, Tooltip } from 'antd';
import { useState } from 'react';
import { useMetadata } from '../../../api/metadata.ts';
import { DeleteWithConfirm } from '../../../components/crud/delete-with-confirm.tsx';
import { RecordList } from '../../../components/crud/record-list.tsx';
import { actionsColumn, EditLink } from '../../../components/crud/row-actions.tsx';
import { ExportDialog } from '../../../components/export-dialog.tsx';
import { useDeleteTrailer } from '../api/delete-trailer.ts';
import { exportTrailers } from '../api/export-trailers.ts';
import { useTrailers } from '../api/trailers.ts';
import type { TrailerRights } from '../permissions.ts';
import { DispatchDialog } from './dispatch-dialog.tsx';
import { TrailerForm } from './trailer-form.tsx';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '');

/** The trailers tab: search, dispatched or not, add, edit, dispatch, delete, export (doc 3 §2–§9). */
export function TrailersTab({ user, rights }: { user: HealthResponse; rights: TrailerRights }) {
  const metadata = useMetadata();
  const settings = metadata.data ?? DEFAULT_METADATA;
  const pageSize = settings.paginationItemsPerPage;
  const [page, setPage] = useState(1);
  const [searchText, setSearchText] = useState('');
  const [includeDispatched, setIncludeDispatched] = useState(false);
  const [editing, setEditing] = useState<{ trailer: Trailer | undefined }>();
  const [dispatching, setDispatching] = useState<Trailer>();
  const [exporting, setExporting] = useState(false);
  const filter = { page, pageSize, searchText, includeDispatched };
  const trailers = useTrailers(
    filter,
    trailersRefreshMs(user.enterpriseVersion, settings.dataRefreshRate),
  );
  const remove = useDeleteTrailer();
  const pageCount = Math.max(1, Math.ceil((trailers.data?.totalCount ?? 0) / pageSize));

  const columns: TableColumnsType<Trailer> = [
    { title: 'Trailer tag', dataIndex: 'trailerTagId' },
    { title: 'Trailer number', dataIndex: 'trailerNumber' },
    { title: 'Entry date', dataIndex: 'entryDate', render: when },
    { title: 'Out date', dataIndex: 'outDate', render: when },
    { title: 'Container', dataIndex: 'containerNumber' },
    { title: 'Trailer type', dataIndex: 'trailerType' },
    { title: 'Type', dataIndex: 'type' },
    {
      title: 'PLA cards',
      key: 'pla',
      render: (_, t) => [t.plaCard1, t.plaCard2].filter(Boolean).join(', '),
    },
  ];
  if (rights.edit) {
    columns.push(
      actionsColumn((trailer) => (
        <>
          <EditLink row={trailer.trailerTagId} onClick={() => setEditing({ trailer })} />
          <DispatchButton
            trailer={trailer}
            refused={Boolean(trailer.outDate) && !rights.redispatch}
            onClick={() => setDispatching(trailer)}
          />
          {rights.remove && (
            <DeleteWithConfirm
              question={`Are you sure you want to delete trailer ${trailer.trailerTagId}?`}
              remove={remove}
              variables={trailer.id}
              deleted={`Trailer ${trailer.trailerTagId} deleted.`}
              row={trailer.trailerTagId}
            />
          )}
        </>
      )),
    );
  }

  return (
    <RecordList<Trailer>
      label="Trailers"
      columns={columns}
      rows={trailers.data?.entities}
      loading={trailers.isPending}
      error={trailers.error}
      paging={{ page, pageSize, total: trailers.data?.totalCount, onPage: setPage }}
      emptyText="No trailers"
      addLabel="Add trailer"
      {...(rights.edit ? { onAdd: () => setEditing({ trailer: undefined }) } : {})}
      filters={
        <>
          <Input.Search
            aria-label="Search trailers"
            placeholder="Tag, trailer number, container or PLA card"
            allowClear
            onSearch={(value) => {
              setSearchText(value.trim());
              setPage(1);
            }}
            style={{ maxWidth: 340 }}
          />
          <Checkbox
            checked={includeDispatched}
            onChange={(event) => {
              setIncludeDispatched(event.target.checked);
              setPage(1);
            }}
          >
            Include dispatched
          </Checkbox>
        </>
      }
      actions={
        <Button icon={<ExportOutlined aria-hidden />} onClick={() => setExporting(true)}>
          Export
        </Button>
      }
    >
      {editing && <TrailerForm trailer={editing.trailer} onClose={() => setEditing(undefined)} />}
      {dispatching && (
        <DispatchDialog
          trailer={dispatching}
          userName={user.userName}
          onClose={() => setDispatching(undefined)}
        />
      )}
      <ExportDialog
        open={exporting}
        what="trailers"
        currentPage={page}
        pageSize={pageSize}
        pageCount={pageCount}
        onExport={(request) => exportTrailers({ searchText, includeDispatched }, request)}
        onClose={() => setExporting(false)}
      />
    </RecordList>
  );
}

/** Doc 3 §4: only an admin dispatches a trailer again. */
export const REDISPATCH_REFUSED = 'Dispatched already: only an admin can dispatch it again.';

/** A row's Dispatch; greyed for a trailer the user may not dispatch again, saying why on hover. */
function DispatchButton(props: { trailer: Trailer; refused: boolean; onClick: () => void }) {
  const button = (
    <Button
      type="link"
      size="small"
      aria-label={`Dispatch ${props.trailer.trailerTagId}`}
      disabled={props.refused}
      onClick={props.onClick}
    >
      Dispatch
    </Button>
  );
  // A disabled button takes no hover: the tooltip sits on a wrapper.
  return props.refused ? (
    <Tooltip title={REDISPATCH_REFUSED}>
      <span>{button}</span>
    </Tooltip>
  ) : (
    button
  );
}
