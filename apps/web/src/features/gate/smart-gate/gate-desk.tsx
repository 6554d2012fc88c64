import { canWrite } from '@yardline/domain/auth/can';
import type { Camera, GateType } from '@yardline/domain/devices/gates.schema';
import { OCR_PLACEHOLDER } from '@yardline/domain/gate/ocr';
import { App, Flex, Tabs } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useHealth } from '../../../api/health.ts';
import { useMasterLists } from '../../../api/master-list.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { useAcknowledgeOcr, useNextOcr } from '../api/ocr.ts';
import { CameraFeeds } from '../components/camera-feeds.tsx';
import { type DeskRead, IN_TABS, inGateTabs, OUT_TABS, outGateTabs } from './desk-tabs.tsx';
import { GatePassModal } from './gate-pass-modal.tsx';
import { OcrRecordCard } from './ocr-record-card.tsx';
import { useArrowTabRotation } from './use-arrow-tab-rotation.ts';
import { useGatePassCheck } from './use-gate-pass-check.ts';

/**
 * One gate's desk: its OCR queue feeds the forms live, one record at a time; the box is gated in
 * or dispatched through the gate's own calls and its record then leaves the queue.
 */
export function GateDesk({
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
  const user = useHealth().data;
  const next = useNextOcr(gateId);
  const acknowledge = useAcknowledgeOcr(gateId);
  const record = next.data?.record ?? null;
  const count = next.data?.count;
  const tabs = type === 'IN' ? IN_TABS : OUT_TABS;
  const [tab, setTab] = useState<string>(tabs[0]);
  const [generation, setGeneration] = useState(0);
  const gatePass = useGatePassCheck();
  const [processes] = useMasterLists(['container-processes']);
  // What OCR read off the captured stills, in place of the record's read.
  const [stillRead, setStillRead] = useState<{ number?: string; size?: string }>();
  const reset = useCallback(() => setGeneration((n) => n + 1), []);

  // A new record: the form starts over with what it read.
  const recordId = record?.id;
  const { forget } = gatePass;
  useEffect(() => {
    void recordId;
    setStillRead(undefined);
    forget();
    reset();
  }, [recordId, forget, reset]);

  useArrowTabRotation(tabs, setTab);

  const done = useCallback(() => {
    if (recordId === undefined) return;
    acknowledge.mutate({ recordId }, { onError: (error) => message.error(errorMessage(error)) });
  }, [acknowledge, message, recordId]);

  const shown = stillRead?.number ?? record?.data.containerToShow;
  const usable = shown && shown !== OCR_PLACEHOLDER ? shown : undefined;
  const read: DeskRead = {
    containerNumber: usable,
    containerSize: stillRead?.size ?? record?.data.containerSize ?? undefined,
    trailerNumber:
      record && record.data.trailerNumber !== 'NA' ? record.data.trailerNumber : undefined,
  };
  const desk = {
    tab,
    generation,
    read,
    done,
    // Unlike the manual gate, the smart gate does not ask before a tab change: the arrow keys
    // rotate the tabs, and a new record starts the form over anyway.
    form: { onDirty: () => {}, onSaved: (text: string) => message.success(text), onReset: reset },
  };
  const items =
    type === 'IN'
      ? inGateTabs(
          desk,
          (processes?.data ?? []).map((entry) => entry.name),
        )
      : outGateTabs(desk, {
          name: gateName,
          gatePassVerified: record ? gatePass.check.verified : undefined,
        });

  return (
    <Flex vertical gap={12}>
      <Flex gap={12} wrap align="stretch">
        <OcrRecordCard
          gateId={gateId}
          type={type}
          record={record}
          count={count}
          error={next.error}
          mayReport={user ? canWrite(user) : false}
          onGatePass={() => void gatePass.verify(usable)}
          onSkip={done}
        />
        <CameraFeeds
          gateId={gateId}
          cameras={cameras}
          recordImages={record?.data.images ?? []}
          onRead={(still) => {
            setStillRead({
              number: still.containerNumber,
              size: still.containerSize ?? undefined,
            });
            reset();
          }}
        />
      </Flex>
      <Tabs activeKey={tab} onChange={setTab} items={items} />
      <GatePassModal check={gatePass.check} onClose={gatePass.close} />
    </Flex>
  );
}
