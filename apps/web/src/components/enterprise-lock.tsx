import { enterpriseUnlocked } from '@yardline/domain/auth/can';
import { type ReactNode, useState } from 'react';
import { useHealth } from '../api/health.ts';
import { LockedFeatureModal } from './locked-feature-modal.tsx';

interface EnterpriseLockProps {
  children: ReactNode;
}

/**
 * Wraps an enterprise-only feature (doc 1 §6, doc 3 §1): outside the enterprise edition, and for
 * anyone but a superadmin, the feature shows blurred and out of reach, with the
 * 'Locked Enterprise Feature' notice.
 */
export function EnterpriseLock({ children }: EnterpriseLockProps) {
  const health = useHealth();
  const [noticeOpen, setNoticeOpen] = useState(true);
  if (!health.data) return null;
  if (enterpriseUnlocked(health.data, health.data.enterpriseVersion)) return children;
  return (
    <div style={{ position: 'relative' }}>
      <div
        inert
        aria-hidden
        data-testid="enterprise-locked"
        style={{ filter: 'blur(4px)', pointerEvents: 'none', userSelect: 'none' }}
      >
        {children}
      </div>
      <LockedFeatureModal open={noticeOpen} onClose={() => setNoticeOpen(false)} />
    </div>
  );
}
