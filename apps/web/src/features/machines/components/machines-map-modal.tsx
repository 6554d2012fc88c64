import { yardCellShapes } from '@yardline/domain/containers/yard-map-shapes';
import { Alert, Button, Flex, Modal, Space } from 'antd';
import { useMemo } from 'react';
import { useYardLayout } from '../../../api/yard-layout.ts';
import { LeafletYard } from '../../../components/yard-map/leaflet-yard.tsx';
import { drawYardImage, printImage, saveImage } from '../../../components/yard-map/yard-image.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { useMachineYardMap } from '../api/machine-yard-map.ts';
import { machineImageMarkers, machineMarkers } from './machine-markers.ts';
import { useNow } from './use-now.ts';

/** Doc 2 §2: a modal showing the machines on the yard map, to print or save as a PNG image. */
export function MachinesMapModal({ onClose }: { onClose: () => void }) {
  const layout = useYardLayout();
  const view = useMachineYardMap();
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
