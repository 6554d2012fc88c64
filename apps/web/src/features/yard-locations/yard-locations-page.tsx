import { canWrite } from '@yardline/domain/auth/can';
import { isAdmin } from '@yardline/domain/auth/roles';
import { DEFAULT_METADATA, satelliteTiles } from '@yardline/domain/metadata/metadata.schema';
import type { LatLng } from '@yardline/domain/yard/geometry';
import type { YardLocation } from '@yardline/domain/yard/yard-location';
import { Alert, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useHealth } from '../../api/health.ts';
import { useMetadata } from '../../api/metadata.ts';
import { useYardLayout } from '../../api/yard-layout.ts';
import { RecordList } from '../../components/crud/record-list.tsx';
import { actionsColumn, EditLink } from '../../components/crud/row-actions.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { useYardLocations } from './api/yard-locations.ts';
import { TYPE_LABELS, ZoneEditor } from './components/zone-editor.tsx';
import { ZoneMap } from './components/zone-map.tsx';
import './yard-locations-page.css';

/** `/yard-locations`: yard zones and task destinations drawn over the yard plan (doc 3 §2). */
export function YardLocationsPage() {
  const health = useHealth();
  const metadata = useMetadata();
  const layout = useYardLayout();
  const locations = useYardLocations();
  const [editing, setEditing] = useState<{ location: YardLocation | undefined }>();
  const [points, setPoints] = useState<LatLng[]>([]);

  if (!health.data || !metadata.data || !layout.data) return <PageLoading />;
  const mayChange = isAdmin(health.data.roleKey) && canWrite(health.data);
  const settings = metadata.data ?? DEFAULT_METADATA;

  const edit = (location?: YardLocation) => {
    setPoints(location?.coordinates ?? []);
    setEditing({ location });
  };
  const done = () => {
    setEditing(undefined);
    setPoints([]);
  };

  return (
    <Flex vertical gap={8}>
      <title>Yard Location · Yardline</title>
      <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
        Yard Location
      </Typography.Title>
      {locations.error && <Alert type="error" showIcon title={errorMessage(locations.error)} />}
      <div className="yard-locations-layout">
        <aside className="yard-locations-side" aria-label="Zones">
          {editing ? (
            <ZoneEditor
              key={editing.location?.id ?? 'new'}
              location={editing.location}
              points={points}
              onDone={done}
            />
          ) : (
            <RecordList<YardLocation>
              label="Yard locations"
              columns={[
                { title: 'Name', dataIndex: 'name' },
                {
                  title: 'Type',
                  dataIndex: 'type',
                  render: (type: YardLocation['type']) => TYPE_LABELS[type],
                },
                {
                  title: 'Points',
                  key: 'points',
                  render: (_, location) => location.coordinates.length,
                },
                ...(mayChange
                  ? [
                      actionsColumn<YardLocation>((location) => (
                        <EditLink row={location.name} onClick={() => edit(location)} />
                      )),
                    ]
                  : []),
              ]}
              rows={locations.data}
              loading={locations.isPending}
              emptyText="No zones yet"
              addLabel="New zone"
              {...(mayChange ? { onAdd: () => edit() } : {})}
            />
          )}
        </aside>
        <ZoneMap
          center={settings.yardCenter}
          areas={layout.data.areaLayouts}
          tileUrl={satelliteTiles(settings)}
          locations={locations.data ?? []}
          editing={editing ? (editing.location?.id ?? 'new') : undefined}
          onShapeChange={setPoints}
        />
      </div>
    </Flex>
  );
}
