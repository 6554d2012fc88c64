import type { UseQueryResult } from '@tanstack/react-query';
import { yardCellShapes } from '@yardline/domain/containers/yard-map-shapes';
import type { MachineYardMap } from '@yardline/domain/machines/machine.schema';
import { Alert, Button, Flex, Modal, Space } from 'antd';
import { useMemo } from 'react';
import { useMachineYardMap } from '../../api/machine-yard-map.ts';
import { useYardLayout } from '../../api/yard-layout.ts';
import { errorMessage } from '../../lib/api-error.ts';
import { useNow } from '../../lib/use-now.ts';
import { LeafletYard } from '../yard-map/leaflet-yard.tsx';
import { drawYardImage, printImage, saveImage } from '../yard-map/yard-image.ts';
import { machineImageMarkers, machineMarkers } from './machine-markers.ts';

/**
 * Doc 2 §2: a modal showing the machines on the yard map, to print or save as a PNG image. The
 * Machines screen reads them from its yard-map call; the Tasks screen's machine map passes its own
 * (doc 3 §7 "machine locations").
 */
export function MachinesMapModal({
  onClose,
  useView = useMachineYardMap,
}: {
  onClose: () => void;
  useView?: () => UseQueryResult<MachineYardMap>;
}) {
  const layout = useYardLayout();
  const view = useView();
  const now = useNow();
  const cells = useMemo(() => (layout.data ? yardCellShapes(layout.data) : []), [layout.data]);
  const locations = view.data?.dataprovider ?? [];
  const markers = useMemo(() => machineMarkers(locations, now), [locations, now]);
  const title = `Machines on the yard map · ${new Date(now).toLocaleString('en-GB')}`;
  const image = () => drawYardImage(cells, [], title, machineImageMarkers(locations, now));
  const ready = layout.isSuccess && view.isSuccess;
  const failure = layout.error ?? view.error;

  return (
    <Modal open title="Machines on the yard map" footer={null} onCancel={onClose} width={1100}>
      <Flex vertical gap={8}>
        {failure && <Alert type="error" showIcon title={errorMessage(failure)} />}
        <Space>
          <Button disabled={!ready} onClick={() => printImage(image(), title)}>
            Print
          </Button>
          <Button
            disabled={!ready}
            onClick={() =>
              saveImage(image(), view.data?.responseMap.printObject.imageName ?? 'machines.png')
            }
          >
            Save as PNG
          </Button>
        </Space>
        {ready && <LeafletYard label="Machines on the yard map" cells={cells} markers={markers} />}
      </Flex>
    </Modal>
  );
}
