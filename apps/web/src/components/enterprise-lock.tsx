import { LockOutlined } from '@ant-design/icons';
import { ENTERPRISE_MESSAGE } from '@yardline/domain/auth/can';
import { Flex, Result, Typography } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { updateApiStatus } from '../lib/api-status.ts';
import { LOCKED_FEATURE_TITLE } from './locked-feature-modal.tsx';

interface EnterpriseLockProps {
  locked: boolean;
  /**
   * A locked part of a screen (a toolbar) rather than a whole one: the notice is one line over
   * the part, not a page-sized result.
   */
  compact?: boolean;
  children: ReactNode;
}

/**
 * An enterprise-only screen outside the enterprise edition (doc 1 §6): blurred, out of reach of
 * mouse and keyboard, behind the app's 'Locked Enterprise Feature' notice. The server refuses the
 * screen's changes all the same.
 */
export function EnterpriseLock({ locked, compact = false, children }: EnterpriseLockProps) {
  useEffect(() => {
    if (locked) updateApiStatus({ enterpriseLockedModalOpen: true });
  }, [locked]);

  if (!locked) return children;
  return (
    <div style={{ position: 'relative' }}>
      <div inert aria-hidden style={{ filter: 'blur(4px)', userSelect: 'none' }}>
        {children}
      </div>
      {compact ? (
        <Flex gap={8} align="center" justify="center" style={{ position: 'absolute', inset: 0 }}>
          <LockOutlined aria-hidden />
          <Typography.Text strong>{LOCKED_FEATURE_TITLE}:</Typography.Text>
          <Typography.Text>{ENTERPRISE_MESSAGE}</Typography.Text>
        </Flex>
      ) : (
        <Result
          icon={<LockOutlined aria-hidden />}
          title={LOCKED_FEATURE_TITLE}
          subTitle={ENTERPRISE_MESSAGE}
          style={{ position: 'absolute', inset: 0, paddingTop: 120 }}
        />
      )}
    </div>
  );
}
