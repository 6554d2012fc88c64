import { locationEmptyMessage } from '@yardline/domain/containers/yard-map';
import { boxShapes, yardCellShapes } from '@yardline/domain/containers/yard-map-shapes';
import { satelliteTiles } from '@yardline/domain/metadata/metadata.schema';
import { Alert, App, Button, Flex, Modal, Space, Table, Tabs } from 'antd';
import { useEffect, useMemo } from 'react';
import { useMetadata } from '../../../api/metadata.ts';
import { useYardLayout } from '../../../api/yard-layout.ts';
import { LeafletYard } from '../../../components/yard-map/leaflet-yard.tsx';
import { drawYardImage, printImage, saveImage } from '../../../components/yard-map/yard-image.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { useYardMapBoxes } from '../api/yard-map.ts';

/**
 * The selected boxes on the yard map (doc 1 §2, §8): a "Map" tab with the yard plan as vectors
 * (no network needed) and a "Satellite" tab over the imagery of metadata satelliteTileUrl; the
 * located boxes marked and listed; print and save as PNG. Numbers not in the yard are named in
 * 'Location was found empty for {numbers}.'
 */
export function YardMapModal({ numbers, onClose }: { numbers: string[]; onClose: () => void }) {
  const { message } = App.useApp();
  const layout = useYardLayout();
  const tileUrl = satelliteTiles(useMetadata().data ?? {});
  const located = useYardMapBoxes(numbers);
  const cells = useMemo(() => (layout.data ? yardCellShapes(layout.data) : []), [layout.data]);
  const boxes = useMemo(
    () => (layout.data && located.data ? boxShapes(layout.data, located.data.located) : []),
    [layout.data, located.data],
  );
  const notFound = located.data?.notFound ?? [];

  useEffect(() => {
    // Doc 1 §8: alerts hide after 5 seconds.
    if (notFound.length > 0) message.warning(locationEmptyMessage(notFound), 5);
  }, [notFound, message]);

  const title = `Yard map · ${new Date().toLocaleString('en-GB')}`;
  const image = () => drawYardImage(cells, boxes, title);
  const ready = cells.length > 0 && located.isSuccess;
  const failure = layout.error ?? located.error;

  return (
    <Modal open title="Yard map" footer={null} onCancel={onClose} width={1100}>
      <Flex vertical gap={8}>
        {failure && <Alert type="error" showIcon title={errorMessage(failure)} />}
        {notFound.length > 0 && (
          <Alert type="warning" showIcon title={locationEmptyMessage(notFound)} />
        )}
        <Space>
          <Button disabled={!ready} onClick={() => printImage(image(), title)}>
            Print
          </Button>
          <Button
            disabled={!ready}
            onClick={() =>
              saveImage(image(), `yard-map-${new Date().toISOString().slice(0, 10)}.png`)
            }
          >
            Save as PNG
          </Button>
        </Space>
        <Tabs
          size="small"
          destroyOnHidden
          items={[
            {
              key: 'map',
              label: 'Map',
              children: ready && <LeafletYard label="Yard plan" cells={cells} boxes={boxes} />,
            },
            {
              key: 'satellite',
              label: 'Satellite',
              children: tileUrl ? (
                ready && (
                  <LeafletYard
                    label="Satellite view"
                    cells={cells}
                    boxes={boxes}
                    tileUrl={tileUrl}
                  />
                )
              ) : (
                <Alert
                  type="info"
                  showIcon
                  title="No satellite imagery is configured."
                  description="A superadmin can set a tile address (metadata satelliteTileUrl, https://…/{z}/{x}/{y}, with mapApiKey in place of {apiKey}) to show it here. The Map tab draws the yard without it."
                />
              ),
            },
          ]}
        />
        <Table
          aria-label="Located containers"
          size="small"
          rowKey="number"
          pagination={false}
          dataSource={located.data?.located ?? []}
          columns={[
            { title: 'Container No.', dataIndex: 'number' },
            { title: 'Size', dataIndex: 'sizeFeet' },
            { title: 'Location', dataIndex: 'location' },
          ]}
        />
      </Flex>
    </Modal>
  );
}
