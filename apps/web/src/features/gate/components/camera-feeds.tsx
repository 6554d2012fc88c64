import { CAMERA_LABELS, type Camera } from '@yardline/domain/devices/gates.schema';
import type { OcrImagesAnswer } from '@yardline/domain/gate/cameras';
import { OCR_MESSAGES, type OcrImageData } from '@yardline/domain/gate/ocr';
import { App, Button, Card, Flex, Modal, Typography } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error.ts';
import { stillUrl, streamUrl, useCapture, useReadStills } from '../api/cameras.ts';
import { useNoSignal } from './use-no-signal.ts';

/**
 * The smart gate's camera feeds (doc 2 §2, §4): each of the gate's cameras shows its live MJPEG
 * stream, or its last still once captured (capture switches every feed to its still), with a
 * zoom per feed and the snapshot modal on a click. 'Read number' runs OCR on the stills and
 * hands the number to the form. A browser opens at most six connections to a server and each
 * live stream holds one (the event stream another), so two feeds stream at a time: 'Watch'
 * moves a stream to another feed. The OCR record's own images (its portal's, fetched by the
 * server) show under the feeds, each opening the snapshot modal too.
 */
const LIVE_LIMIT = 2;

export function CameraFeeds({
  gateId,
  cameras,
  recordImages = [],
  onRead,
}: {
  gateId: number;
  cameras: Camera[];
  /** The images of the OCR record on screen. */
  recordImages?: OcrImageData[];
  onRead: (read: OcrImagesAnswer['responseMap']) => void;
}) {
  const { message } = App.useApp();
  const capture = useCapture(gateId);
  const ocr = useReadStills();
  const [stills, setStills] = useState<Record<string, string>>({});
  const [zoomed, setZoomed] = useState<Record<string, boolean>>({});
  const signal = useNoSignal();
  const [snapshot, setSnapshot] = useState<{ camId: string; src: string }>();
  const [watching, setWatching] = useState(() =>
    cameras
      .filter((camera) => camera.streamUrl)
      .slice(0, LIVE_LIMIT)
      .map((camera) => camera.id as string),
  );
  const watch = (camId: string) => {
    setWatching((ids) => [...ids.filter((id) => id !== camId), camId].slice(-LIVE_LIMIT));
    setStills((current) => {
      const { [camId]: _, ...rest } = current;
      return rest;
    });
  };
  const paths = cameras.flatMap((camera) =>
    stills[camera.id] ? [stills[camera.id] as string] : [],
  );

  const takeStills = () =>
    capture.mutate(undefined, {
      onSuccess: (images) => {
        setStills(
          Object.fromEntries(images.flatMap((i) => (i.imagePath ? [[i.camId, i.imagePath]] : []))),
        );
        const failed = images.filter((i) => i.error);
        if (failed.length)
          message.warning(failed.map((i) => `${label(i.camId)}: ${i.error}`).join(' '));
      },
      onError: (error) => message.error(errorMessage(error)),
    });

  const readNumber = () =>
    ocr.mutate(paths, {
      onSuccess: (answer) => {
        if (answer.message) message.warning(answer.message);
        else message.success(`OCR read ${answer.responseMap.containerNumber}`);
        onRead(answer.responseMap);
      },
      onError: () => message.error(OCR_MESSAGES.notDetected),
    });

  return (
    <Card
      size="small"
      title="Cameras"
      style={{ flex: '1 1 520px' }}
      extra={
        <Flex gap={8}>
          <Button
            size="small"
            onClick={takeStills}
            loading={capture.isPending}
            disabled={!cameras.length}
          >
            Capture
          </Button>
          <Button
            size="small"
            onClick={readNumber}
            loading={ocr.isPending}
            disabled={!paths.length}
          >
            Read number
          </Button>
        </Flex>
      }
    >
      <Flex gap={8} wrap>
        {cameras.length === 0 && (
          <Typography.Text type="secondary">No cameras at this gate.</Typography.Text>
        )}
        {cameras.map((camera) => {
          const still = stills[camera.id];
          const live = !still && camera.streamUrl !== undefined && watching.includes(camera.id);
          const src = still ? stillUrl(still) : live ? streamUrl(gateId, camera.id) : undefined;
          const name = label(camera.id);
          return (
            <section
              key={camera.id}
              className={`smart-gate-camera${zoomed[camera.id] ? ' zoomed' : ''}`}
              aria-label={name}
            >
              <Flex justify="space-between" align="center">
                <Typography.Text strong>{name}</Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {still ? 'still' : live ? 'live' : ''}
                </Typography.Text>
                <Button
                  size="small"
                  type="text"
                  aria-pressed={Boolean(zoomed[camera.id])}
                  aria-label={`Zoom ${name}`}
                  onClick={() => setZoomed((z) => ({ ...z, [camera.id]: !z[camera.id] }))}
                  disabled={!src}
                >
                  {zoomed[camera.id] ? '−' : '+'}
                </Button>
              </Flex>
              {src && signal.isBroken(src) ? (
                <Flex gap={8} align="center">
                  <Typography.Text type="secondary">No signal</Typography.Text>
                  <Button size="small" type="link" onClick={() => signal.retry(src)}>
                    Try again
                  </Button>
                </Flex>
              ) : src ? (
                <button
                  type="button"
                  className="smart-gate-camera-view"
                  onClick={() => setSnapshot({ camId: camera.id, src })}
                  aria-label={`Open the snapshot of ${name}`}
                >
                  <img
                    src={src}
                    alt={`${name} ${live ? 'live' : 'still'}`}
                    onError={() => signal.failed(src)}
                    onLoad={() => signal.loaded(src)}
                  />
                </button>
              ) : camera.streamUrl ? (
                <Button size="small" onClick={() => watch(camera.id)}>
                  Watch
                </Button>
              ) : (
                <Typography.Text type="secondary">no feed</Typography.Text>
              )}
            </section>
          );
        })}
      </Flex>
      {recordImages.length > 0 && (
        <section aria-label="OCR record images" style={{ marginTop: 8 }}>
          <Typography.Text strong>OCR record images</Typography.Text>
          <Flex gap={8} wrap>
            {recordImages.map((image) => {
              const name = label(image.camId);
              if (!image.imagePath)
                return (
                  <Typography.Text key={image.camId} type="secondary">
                    {name}: {image.error ?? (image.url ? 'fetching…' : 'no image')}
                  </Typography.Text>
                );
              const src = stillUrl(image.imagePath);
              return (
                <button
                  key={image.camId}
                  type="button"
                  className="smart-gate-record-image"
                  onClick={() => setSnapshot({ camId: image.camId, src })}
                  aria-label={`Open the OCR image of ${name}`}
                >
                  <img
                    src={src}
                    alt={`${name} as the OCR portal saw it`}
                    height={72}
                    style={{ display: 'block' }}
                  />
                </button>
              );
            })}
          </Flex>
        </section>
      )}
      <Modal
        open={snapshot !== undefined}
        title={snapshot ? `Snapshot · ${label(snapshot.camId)}` : 'Snapshot'}
        width={880}
        onCancel={() => setSnapshot(undefined)}
        footer={<Button onClick={() => setSnapshot(undefined)}>Close</Button>}
      >
        {snapshot && (
          <img
            src={snapshot.src}
            alt={`${label(snapshot.camId)} snapshot`}
            style={{ width: '100%' }}
          />
        )}
      </Modal>
    </Card>
  );
}

const label = (camId: string) => CAMERA_LABELS[camId as keyof typeof CAMERA_LABELS] ?? camId;
