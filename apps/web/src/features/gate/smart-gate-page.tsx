import type { GateType } from '@yardline/domain/devices/gates.schema';
import { OCR_MESSAGES } from '@yardline/domain/gate/ocr';
import { App, ConfigProvider, Flex, Select, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { PageLoading } from '../../components/page-loading.tsx';
import { useGatesOfType } from './api/gates.ts';
import { GateDesk } from './smart-gate/gate-desk.tsx';
import './gate-page.css';

/**
 * `/igate` and `/igateout`: the smart gate (doc 2 §2), a lane screen with no navigation bar. The
 * path's end picks the mode. A gate of
 * the mode's type is chosen (none: 'No Gate Configured', then home); its desk (`smart-gate/`)
 * works that gate's OCR queue.
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
        {/* The lane has no menu (doc 2 §2): the way back to the rest of the app. */}
        <Link to="/gate" style={{ marginInlineStart: 'auto' }}>
          Back to the gate
        </Link>
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
