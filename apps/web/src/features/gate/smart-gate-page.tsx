import type { Camera, GateType } from '@yardline/domain/devices/gates.schema';
import { OCR_MESSAGES, OCR_PLACEHOLDER, type OcrRecord } from '@yardline/domain/gate/ocr';
import {
  Alert,
  App,
  Badge,
  Button,
  Card,
  ConfigProvider,
  Descriptions,
  Flex,
  Input,
  Modal,
  Select,
  Tabs,
  Tag,
  Typography,
} from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useMasterLists } from '../../api/master-list.ts';
import { PageLoading } from '../../components/page-loading.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { useGatesOfType } from './api/gates.ts';
import { getGatePass, useAcknowledgeOcr, useNextOcr, usePurgeOcr } from './api/ocr.ts';
import { CameraFeeds } from './components/camera-feeds.tsx';
import { DispatchForm } from './components/dispatch-form.tsx';
import { GateInForm } from './components/gate-in-form.tsx';
import { RetagForm } from './components/retag-form.tsx';
import { TrailerGateInForm } from './components/trailer-gate-in-form.tsx';
import './gate-page.css';

/**
 * `/igate` and `/igateout`: the smart gate (doc 2 §2). The path's end picks the mode. A gate of
 * the mode's type is chosen (none: 'No Gate Configured', then home); the OCR queue of that gate
 * feeds the form live, one record at a time; the box is gated in or dispatched through the
 * gate's own calls and its record then leaves the queue. Left and right arrow keys rotate the
 * two tabs; the queue can be purged with a reason.
 */
export function SmartGatePage() {
  return (
    <ConfigProvider theme={{ token: { motion: false } }}>
      <App component={false}>
        <SmartGate />
      </App>
    </ConfigProvider>
  );
}

function SmartGate() {
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const type: GateType = useLocation().pathname.replace(/\/+$/, '').endsWith('igateout')
    ? 'OUT'
    : 'IN';
  const gates = useGatesOfType(type);
  const [gateId, setGateId] = useState<number>();
  const warned = useRef(false);
  const list = gates.data?.gates ?? [];
  const gate = list.find((g) => g.id === gateId) ?? list[0];

  useEffect(() => {
    if (!gates.data || list.length > 0 || warned.current) return;
    warned.current = true;
    modal.warning({
      title: OCR_MESSAGES.noGateTitle,
      content: OCR_MESSAGES.noGate,
      onOk: () => navigate('/main'),
    });
  }, [gates.data, list.length, modal, navigate]);

  if (!gates.data) return <PageLoading />;
  const title = type === 'IN' ? 'Smart Gate In' : 'Smart Gate Out';
  return (
    <Flex vertical gap={12} className="gate-page">
      <title>{`${title} · Yardline`}</title>
      <Flex align="center" gap={16} wrap>
        <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
          {title}
        </Typography.Title>
        {list.length > 0 && (
          <Select
            aria-label="Gate"
            style={{ minWidth: 180 }}
            value={gate?.id}
            onChange={setGateId}
            options={list.map((g) => ({ value: g.id, label: g.name }))}
          />
        )}
      </Flex>
      {gate && (
        <GateDesk
          key={gate.id}
          gateId={gate.id}
          gateName={gate.name}
          type={type}
          cameras={gate.camConfig}
        />
      )}
    </Flex>
  );
}

function GateDesk({
  gateId,
  gateName,
  type,
  cameras,
}: {
  gateId: number;
  gateName: string;
  type: GateType;
  cameras: Camera[];
}) {
  const { message } = App.useApp();
  const next = useNextOcr(gateId);
  const acknowledge = useAcknowledgeOcr(gateId);
  const purge = usePurgeOcr(gateId);
  const record = next.data?.record ?? null;
  const count = next.data?.count ?? 0;
  const tabs =
    type === 'IN' ? (['offloading', 'trailer'] as const) : (['dispatch', 'retag'] as const);
  const [tab, setTab] = useState<string>(tabs[0]);
  const [generation, setGeneration] = useState(0);
  const [purging, setPurging] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const [gatePass, setGatePass] = useState<{ open: boolean; text?: string; verified: boolean }>({
    open: false,
    verified: false,
  });
  const [processes] = useMasterLists(['container-processes']);
  const processNames = (processes?.data ?? []).map((entry) => entry.name);
  const dirty = useRef(false);
  // What OCR read off the captured stills, in place of the record's read.
  const [stillRead, setStillRead] = useState<{ number?: string; size?: string }>();

  // A new record: the form starts over with what it read.
  const recordId = record?.id;
  useEffect(() => {
    void recordId;
    dirty.current = false;
    setStillRead(undefined);
    setGatePass({ open: false, verified: false });
    setGeneration((n) => n + 1);
  }, [recordId]);

  // Doc 2 §2: left and right arrow keys rotate the two tabs (not while typing in a field).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
      const target = event.target as HTMLElement | null;
      if (target && ['INPUT', 'TEXTAREA'].includes(target.tagName)) return;
      setTab((current) => tabs[(tabs.indexOf(current as never) + 1) % tabs.length] as string);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [tabs]);

  const done = useCallback(() => {
    if (recordId === undefined) return;
    acknowledge.mutate({ recordId }, { onError: (error) => message.error(errorMessage(error)) });
  }, [acknowledge, message, recordId]);

  const reset = useCallback(() => setGeneration((n) => n + 1), []);
  const formProps = {
    onDirty: (value: boolean) => {
      dirty.current = value;
    },
    onSaved: (text: string) => message.success(text),
    onReset: reset,
  };
  const shown = stillRead?.number ?? record?.data.containerToShow;
  const usable = shown && shown !== OCR_PLACEHOLDER ? shown : undefined;
  const size = stillRead?.size ?? record?.data.containerSize ?? undefined;
  const trailer =
    record && record.data.trailerNumber !== 'NA' ? record.data.trailerNumber : undefined;

  const verifyGatePass = async () => {
    if (!usable) {
      setGatePass({ open: true, verified: false, text: OCR_MESSAGES.notDetected });
      return;
    }
    try {
      const answer = await getGatePass(usable);
      setGatePass({
        open: true,
        verified: answer.gatePass !== null,
        text: answer.gatePass
          ? `Gate pass ${answer.gatePass.gatePass} for ${answer.gatePass.containerNumber}, issued ${new Date(answer.gatePass.date).toLocaleString()}${answer.gatePass.boeDate ? `, BOE ${answer.gatePass.boeDate}` : ''}.`
          : `No gate pass for ${usable}.`,
      });
    } catch (error) {
      setGatePass({ open: true, verified: false, text: errorMessage(error) });
    }
  };

  const items =
    type === 'IN'
      ? [
          {
            key: 'offloading',
            label: 'Container Offloading',
            children: tab === 'offloading' && (
              <GateInForm
                key={generation}
                {...formProps}
                mode="single"
                processes={processNames}
                initial={{
                  containerNumber: usable,
                  containerSize: size,
                  trailerNumber: trailer,
                }}
                // The record leaves the queue when the form has shown its success (doc 2 §9: 2 s).
                onGatedIn={() => setTimeout(done, 2_000)}
              />
            ),
          },
          {
            key: 'trailer',
            label: 'Trailer Gate-in',
            children: tab === 'trailer' && <TrailerGateInForm key={generation} {...formProps} />,
          },
        ]
      : [
          {
            key: 'dispatch',
            label: 'Dispatch',
            children: tab === 'dispatch' && (
              <DispatchForm
                key={generation}
                {...formProps}
                gate={gateName}
                initial={{ containerNumber: usable, trailerNumber: trailer }}
                gatePassVerified={record ? gatePass.verified : undefined}
                onDispatched={() => setTimeout(done, 1_000)}
              />
            ),
          },
          {
            key: 'retag',
            label: 'Retag',
            children: tab === 'retag' && <RetagForm key={generation} {...formProps} />,
          },
        ];

  return (
    <Flex vertical gap={12}>
      <Flex gap={12} wrap align="stretch">
        <Card
          size="small"
          title="OCR record"
          style={{ flex: '1 1 420px' }}
          extra={<Badge count={count} showZero color="#1677ff" title="Queued OCR records" />}
        >
          {next.error && <Alert type="error" showIcon title={errorMessage(next.error)} />}
          <Typography.Text aria-label="Queued OCR records">
            Queued OCR records: {count}
          </Typography.Text>
          {record ? (
            <OcrRecordView record={record} />
          ) : (
            <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
              Waiting for the next truck: a read shows here as soon as the portal sends it.
            </Typography.Paragraph>
          )}
          <Flex gap={8} wrap style={{ marginTop: 8 }}>
            {type === 'OUT' && (
              <Button onClick={() => void verifyGatePass()} disabled={!record}>
                Gate pass
              </Button>
            )}
            <Button onClick={done} disabled={!record}>
              Skip record
            </Button>
            <Button
              danger
              disabled={count === 0}
              onClick={() => {
                setReason('');
                setReasonError(undefined);
                setPurging(true);
              }}
            >
              Purge OCR data
            </Button>
          </Flex>
        </Card>
        <CameraFeeds
          gateId={gateId}
          cameras={cameras}
          onRead={(read) => {
            setStillRead({
              number: read.containerNumber,
              size: read.containerSize ?? undefined,
            });
            setGeneration((n) => n + 1);
          }}
        />
      </Flex>
      <Tabs activeKey={tab} onChange={setTab} items={items} />
      <Modal
        open={purging}
        title="Purge OCR data"
        okText="Purge"
        okButtonProps={{ danger: true, loading: purge.isPending }}
        onCancel={() => setPurging(false)}
        onOk={() => {
          if (!reason.trim()) {
            setReasonError(OCR_MESSAGES.purgeReason);
            return;
          }
          purge.mutate(
            { reason: reason.trim() },
            {
              onSuccess: (answer) => {
                message.success(answer.responsestatus);
                setPurging(false);
              },
              onError: (error) => setReasonError(errorMessage(error)),
            },
          );
        }}
      >
        <Typography.Paragraph>{`All ${count} queued OCR records of this gate will be removed.`}</Typography.Paragraph>
        <Input.TextArea
          aria-label="Reason"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          autoFocus
          maxLength={200}
        />
        {reasonError && (
          <Alert type="error" showIcon title={reasonError} style={{ marginTop: 8 }} />
        )}
      </Modal>
      <Modal
        open={gatePass.open}
        title="Gate pass"
        onCancel={() => setGatePass((g) => ({ ...g, open: false }))}
        footer={<Button onClick={() => setGatePass((g) => ({ ...g, open: false }))}>Close</Button>}
      >
        <Alert type={gatePass.verified ? 'success' : 'warning'} showIcon title={gatePass.text} />
      </Modal>
    </Flex>
  );
}

function OcrRecordView({ record }: { record: OcrRecord }) {
  const { data } = record;
  const corrected = data.containerToShow !== data.containerNumber;
  return (
    <Descriptions size="small" column={2} style={{ marginTop: 8 }} aria-label="OCR read">
      <Descriptions.Item label="Read">
        <Typography.Text code>{data.containerNumber}</Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label="Container">
        <Typography.Text strong style={{ fontFamily: 'monospace', fontSize: 16 }}>
          {data.containerToShow}
        </Typography.Text>
        {corrected && data.containerToShow !== 'XXXX0000000' && (
          <Tag color="orange" style={{ marginLeft: 8 }}>
            corrected
          </Tag>
        )}
      </Descriptions.Item>
      {data.containerToShow === 'XXXX0000000' && (
        <Descriptions.Item label="OCR" span={2}>
          <Alert type="warning" showIcon title={OCR_MESSAGES.notDetected} />
        </Descriptions.Item>
      )}
      <Descriptions.Item label="Size">{data.containerSize ?? '—'}</Descriptions.Item>
      <Descriptions.Item label="Trailer">{data.trailerNumber}</Descriptions.Item>
      <Descriptions.Item label="In the yard">
        {data.inYard ? `yes, ${data.location}` : 'no'}
      </Descriptions.Item>
      <Descriptions.Item label="Gate pass">
        {data.litmusResult.gatePass ? data.litmusResult.gatePass.gatePass : 'none'}
      </Descriptions.Item>
      <Descriptions.Item label="Confidence">
        {data.confidence === null ? '—' : `${data.confidence} %`}
      </Descriptions.Item>
      <Descriptions.Item label="Read at">
        {new Date(record.timestamp).toLocaleTimeString()}
      </Descriptions.Item>
    </Descriptions>
  );
}
