import type { OffloadingMode } from '@yardline/domain/gate/gate-in';
import { App, Card, ConfigProvider, Flex, Tabs, Typography } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useMasterLists } from '../../api/master-list.ts';
import { useFeature } from '../../api/metadata.ts';
import { DispatchForm } from './components/dispatch-form.tsx';
import { GateInForm } from './components/gate-in-form.tsx';
import { LaneSelect, useLane } from './components/lane-select.tsx';
import { RetagForm } from './components/retag-form.tsx';
import { ScanningForm } from './components/scanning-form.tsx';
import { TrailerGateInForm } from './components/trailer-gate-in-form.tsx';
import './gate-page.css';

type Top = 'offloading' | 'trailer' | 'operations';
type Operation = 'retag' | 'scanningOut' | 'dispatch';
interface Place {
  top: Top;
  offloading: OffloadingMode;
  operation: Operation;
}
const FIRST: Place = { top: 'offloading', offloading: 'single', operation: 'retag' };

/** How many saves the activity list keeps. */
const ACTIVITY = 8;

/**
 * `/gate`: the manual gate (doc 2 §2). Container Offloading (single, double), Trailer Gate-in
 * and Yard Container Operations (retag, scanningOut: dispatch for scanning, and dispatch while
 * the dispatch tab is switched on). Leaving a tab whose form holds unsaved data asks first (doc 2
 * §4): yes resets the form, no stays. Every save is listed under the form with its time.
 */
export function GatePage() {
  return (
    // No animations at the gate: a closing dropdown would swallow the Tab typed right after
    // Enter, and a confirmation must take Enter as soon as it shows. Its own App, so the
    // confirmations and messages opened here follow the same setting.
    <ConfigProvider theme={{ token: { motion: false } }}>
      <App component={false}>
        <GateScreen />
      </App>
    </ConfigProvider>
  );
}

function GateScreen() {
  const { modal } = App.useApp();
  const [place, setPlace] = useState<Place>(FIRST);
  const [generation, setGeneration] = useState(0);
  const [activity, setActivity] = useState<{ id: number; at: string; text: string }[]>([]);
  const saves = useRef(0);
  const dirty = useRef(false);
  const [processes] = useMasterLists(['container-processes']);
  const processNames = (processes?.data ?? []).map((entry) => entry.name);
  const smartGate = useFeature('smartGate');
  const dispatchTab = useFeature('dispatchTab');
  // The Dispatch tab switched off under it: the first operation shows in its place.
  const operation =
    place.operation === 'dispatch' && !dispatchTab ? FIRST.operation : place.operation;
  const lane = useLane();

  const onDirty = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);
  const onSaved = useCallback((text: string) => {
    const at = new Date().toLocaleTimeString();
    const id = ++saves.current;
    setActivity((list) => [{ id, at, text }, ...list].slice(0, ACTIVITY));
  }, []);
  const reset = useCallback(() => {
    dirty.current = false;
    setGeneration((n) => n + 1);
  }, []);
  /** Doc 2 §4: a dispatch returns to the first tab when it has reset. */
  const resetToFirst = useCallback(() => {
    reset();
    setPlace(FIRST);
  }, [reset]);

  const go = (next: Place) => {
    const move = () => {
      reset();
      setPlace(next);
    };
    if (!dirty.current) {
      move();
      return;
    }
    modal.confirm({
      title: 'Unsaved data',
      content: 'This form holds data that has not been saved. Leave it and clear the form?',
      okText: 'Yes',
      cancelText: 'No',
      // The new form takes the focus; handing it back to the tab would take it away again.
      focusTriggerAfterClose: false,
      onOk: move,
    });
  };

  const formProps = { onDirty, onSaved, onReset: reset };
  const offloading = (mode: OffloadingMode) => ({
    key: mode,
    label: mode === 'single' ? 'Single' : 'Double',
    children: place.offloading === mode && (
      <GateInForm
        key={generation}
        {...formProps}
        mode={mode}
        processes={processNames}
        gateId={lane.lane}
      />
    ),
  });

  return (
    <Flex vertical gap={12} className="gate-page">
      <title>Gate · Yardline</title>
      <Flex align="center" gap={16} wrap>
        <Typography.Title level={1} style={{ fontSize: 20, margin: 0 }}>
          Gate
        </Typography.Title>
        {smartGate && (
          <>
            <Link to="/igate">Smart gate in</Link>
            <Link to="/igateout">Smart gate out</Link>
          </>
        )}
        <Link to="/gate-reports">Gate reports</Link>
        <LaneSelect {...lane} />
      </Flex>
      <Tabs
        activeKey={place.top}
        onChange={(top) => go({ ...place, top: top as Top })}
        items={[
          {
            key: 'offloading',
            label: 'Container Offloading',
            // Only the open tab's form exists, so each visit starts with the focus in it.
            children: place.top === 'offloading' && (
              <Tabs
                type="card"
                activeKey={place.offloading}
                onChange={(mode) => go({ ...place, offloading: mode as OffloadingMode })}
                items={[offloading('single'), offloading('double')]}
              />
            ),
          },
          {
            key: 'trailer',
            label: 'Trailer Gate-in',
            children: place.top === 'trailer' && (
              <TrailerGateInForm key={generation} {...formProps} gateId={lane.lane} />
            ),
          },
          {
            key: 'operations',
            label: 'Yard Container Operations',
            children: place.top === 'operations' && (
              <Tabs
                type="card"
                activeKey={operation}
                onChange={(key) => go({ ...place, operation: key as Operation })}
                items={[
                  {
                    key: 'retag',
                    label: 'Retag',
                    children: operation === 'retag' && (
                      <RetagForm key={generation} {...formProps} />
                    ),
                  },
                  {
                    key: 'scanningOut',
                    label: 'Dispatch for scanning',
                    children: operation === 'scanningOut' && (
                      <ScanningForm key={generation} {...formProps} onReset={resetToFirst} />
                    ),
                  },
                  ...(dispatchTab
                    ? [
                        {
                          key: 'dispatch',
                          label: 'Dispatch',
                          children: operation === 'dispatch' && (
                            <DispatchForm key={generation} {...formProps} onReset={resetToFirst} />
                          ),
                        },
                      ]
                    : []),
                ]}
              />
            ),
          },
        ]}
      />
      <Card size="small" title="Saved at this gate">
        {activity.length === 0 ? (
          <Typography.Text type="secondary">Nothing saved yet.</Typography.Text>
        ) : (
          <ol aria-label="Saved at this gate" className="gate-activity">
            {activity.map((item) => (
              <li key={item.id}>
                <Typography.Text type="secondary">{item.at}</Typography.Text> {item.text}
              </li>
            ))}
          </ol>
        )}
      </Card>
    </Flex>
  );
}
