import { OCR_MESSAGES } from '@yardline/domain/gate/ocr';
import { useCallback, useState } from 'react';
import { errorMessage } from '../../../lib/api-error.ts';
import { getGatePass } from '../api/ocr.ts';

export interface GatePassCheck {
  open: boolean;
  text?: string;
  verified: boolean;
}

const UNCHECKED: GatePassCheck = { open: false, verified: false };

/**
 * The out-gate's gate pass check (doc 2 §5 'Please verify Gate pass first.'): looking the pass
 * up opens the gate pass modal with what was found; a dispatch may go once it was looked at.
 */
export function useGatePassCheck() {
  const [check, setCheck] = useState<GatePassCheck>(UNCHECKED);
  const verify = async (containerNumber: string | undefined) => {
    if (!containerNumber) {
      setCheck({ open: true, verified: false, text: OCR_MESSAGES.notDetected });
      return;
    }
    try {
      const pass = await getGatePass(containerNumber);
      setCheck({
        open: true,
        verified: true,
        text: `Gate pass ${pass.gatePass} for ${pass.containerNumber}, issued ${new Date(pass.date).toLocaleString()}${pass.boeDate ? `, BOE ${pass.boeDate}` : ''}.`,
      });
    } catch (error) {
      // The server says why there is none: the box is not in the yard, or has no pass yet.
      setCheck({ open: true, verified: false, text: errorMessage(error) });
    }
  };
  const close = useCallback(() => setCheck((current) => ({ ...current, open: false })), []);
  // Stable: the desk forgets the check whenever a new record comes up.
  const forget = useCallback(() => setCheck(UNCHECKED), []);
  return { check, verify, close, forget };
}
