import { yardCellShapes } from '@yardline/domain/containers/yard-map-shapes';
import { statusColour } from '@yardline/domain/machines/machine-status';
import { Alert, Button, Flex, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useMachineLocations } from '../../../api/machines.ts';
import { useYardLayout } from '../../../api/yard-layout.ts';
import {
  MachineIcon,
  STATUS_COLOURS,
  STATUS_MEANINGS,
  StatusDot,
} from '../../../components/machine-map/machine-icon.tsx';
import { machineMarkers } from '../../../components/machine-map/machine-markers.ts';
import { MachinesMapModal } from '../../../components/machine-map/machines-map-modal.tsx';
import { LeafletYard } from '../../../components/yard-map/leaflet-yard.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useNow } from '../../../lib/use-now.ts';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-GB') : 'No data');

/** Locations: the machines where they last reported, moving live, and their status colours. */
export function MachineLocationsTab() {
  const layout = useYardLayout();
  const locations = useMachineLocations();
  const now = useNow();
  const [mapOpen, setMapOpen] = useState(false);
  const cells = useMemo(() => (layout.data ? yardCellShapes(layout.data) : []), [layout.data]);
  const markers = useMemo(() => machineMarkers(locations.data ?? [], now), [locations.data, now]);
  const failure = layout.error ?? locations.error;

  return (
    <Flex vertical gap={8}>
      {failure && <Alert type="error" showIcon title={errorMessage(failure)} />}
      <Flex gap={16} align="center" wrap>
        <Button onClick={() => setMapOpen(true)}>Machines on yard map</Button>
        <Flex gap={12} wrap aria-label="Status colours">
          {(Object.keys(STATUS_COLOURS) as (keyof typeof STATUS_COLOURS)[]).map((colour) => (
            <Typography.Text key={colour} type="secondary">
              <StatusDot colour={colour} label={colour} />
              {STATUS_MEANINGS[colour]}
            </Typography.Text>
          ))}
        </Flex>
      </Flex>
      {layout.isSuccess && (
        <LeafletYard label="Machine locations" cells={cells} markers={markers} height={460} />
      )}
      <Table
        aria-label="Machine locations"
        size="small"
        rowKey="id"
        pagination={false}
        loading={locations.isPending}
        dataSource={locations.data}
        columns={[
          { title: 'Label', dataIndex: 'label', width: 70 },
          {
            title: 'Machine',
            dataIndex: 'machineName',
            render: (name: string, m) => (
              <span>
                <MachineIcon type={m.machineType} /> {name}
              </span>
            ),
          },
          {
            title: 'Status',
            dataIndex: 'status',
            render: (status: string, m) => (
              <span>
                <StatusDot colour={statusColour(m, now)} label={m.machineName} />
                {status}
              </span>
            ),
          },
          { title: 'Last data received', dataIndex: 'lastDataReceived', render: when },
          {
            title: 'Position',
            dataIndex: 'position',
            render: (p: { lat: number; lng: number } | null) =>
              p ? `${p.lat.toFixed(5)}, ${p.lng.toFixed(5)}` : 'Unknown',
          },
        ]}
      />
      {mapOpen && <MachinesMapModal onClose={() => setMapOpen(false)} />}
    </Flex>
  );
}
