import type { TabsProps } from 'antd';
import { DispatchForm } from '../components/dispatch-form.tsx';
import type { GateFormProps } from '../components/gate-in-form.tsx';
import { GateInForm } from '../components/gate-in-form.tsx';
import { RetagForm } from '../components/retag-form.tsx';
import { ScanningForm } from '../components/scanning-form.tsx';
import { TrailerGateInForm } from '../components/trailer-gate-in-form.tsx';

/** What the OCR record (or a read of the stills) puts in the forms. */
export interface DeskRead {
  containerNumber?: string;
  containerSize?: string;
  trailerNumber?: string;
}

interface DeskTabsProps {
  /** The open tab: only its form exists, so each visit starts with the focus in it. */
  tab: string;
  /** Remounts the forms: a new record, a new read, a save. */
  generation: number;
  form: GateFormProps;
  read: DeskRead;
  /** The record has been used: it leaves the queue. */
  done: () => void;
}

export const IN_TABS = ['offloading', 'trailer'] as const;
export const OUT_TABS = ['dispatch', 'scanning', 'retag'] as const;

/** `/igate`: the read fills the manual gate's offloading form; trailers as at the manual gate. */
export function inGateTabs(
  { tab, generation, form, read, done }: DeskTabsProps,
  processes: string[],
): TabsProps['items'] {
  return [
    {
      key: 'offloading',
      label: 'Container Offloading',
      children: tab === 'offloading' && (
        <GateInForm
          key={generation}
          {...form}
          mode="single"
          processes={processes}
          initial={read}
          // The record leaves the queue when the form has shown its success (doc 2 §9: 2 s).
          onGatedIn={() => setTimeout(done, 2_000)}
        />
      ),
    },
    {
      key: 'trailer',
      label: 'Trailer Gate-in',
      children: tab === 'trailer' && <TrailerGateInForm key={generation} {...form} />,
    },
  ];
}

/**
 * `/igateout`: the read fills the dispatch, which needs the gate pass looked at first, and the
 * dispatch for scanning, which needs none.
 */
export function outGateTabs(
  { tab, generation, form, read, done }: DeskTabsProps,
  gate: { name: string; gatePassVerified: boolean | undefined },
): TabsProps['items'] {
  return [
    {
      key: 'dispatch',
      label: 'Dispatch',
      children: tab === 'dispatch' && (
        <DispatchForm
          key={generation}
          {...form}
          gate={gate.name}
          initial={read}
          gatePassVerified={gate.gatePassVerified}
          onDispatched={() => setTimeout(done, 1_000)}
        />
      ),
    },
    {
      key: 'scanning',
      label: 'Dispatch for scanning',
      children: tab === 'scanning' && (
        <ScanningForm
          key={generation}
          {...form}
          gate={gate.name}
          initial={read}
          onDispatched={() => setTimeout(done, 1_000)}
        />
      ),
    },
    {
      key: 'retag',
      label: 'Retag',
      children: tab === 'retag' && <RetagForm key={generation} {...form} />,
    },
  ];
}
