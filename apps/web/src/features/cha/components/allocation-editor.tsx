import { allowancesBelowGatedIn, forcedAllowance } from '@yardline/domain/cha/allowance';
import {
  CHA_MESSAGES,
  type Cha,
  type ChaAllocation,
  type ChaAllocationBody,
  type DeliveryType,
} from '@yardline/domain/cha/cha.schema';
import { Alert, App, Button, Flex, Form, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/api-error.ts';
import { useSaveAllocation } from '../api/allocation.ts';
import { useSaveContacts } from '../api/contacts.ts';
import { useEquipments } from '../api/equipments.ts';
import { type AllowanceRow, AllowanceTable } from './allowance-table.tsx';
import { type ContactRow, ContactsTable } from './contacts-table.tsx';

/** Doc 1 §8: alerts hide after 5 seconds. */
const ALERT_MS = 5_000;

interface Draft {
  allowances: AllowanceRow[];
  equipments: string[];
  contacts: ContactRow[];
}

function draftOf(agent: Cha, allocation: ChaAllocation | null, types: DeliveryType[]): Draft {
  const saved = Object.values(allocation?.allowedDeliveries ?? {});
  return {
    allowances: types.map((type) => {
      const row = saved.find((d) => d.deliveryType.activityId === type.activityId);
      return {
        activityId: type.activityId,
        activityName: type.activityName,
        allowedCount: row?.allowedCount ?? 0,
        allowed20: row?.allowed20 ?? 0,
        allowed40: row?.allowed40 ?? 0,
        gatedInCount: row?.gatedInCount ?? 0,
      };
    }),
    equipments: allocation?.equipments ?? [],
    contacts: agent.contacts.map((contact, key) => ({
      key,
      name: contact.name,
      phone: contact.phone ?? '',
      email: contact.email ?? '',
    })),
  };
}

/** The types the agent has vehicles for, or had (so its gated-in count is kept). */
function allocationBody(draft: Draft, allocation: ChaAllocation | null): ChaAllocationBody {
  const had = new Set(
    Object.values(allocation?.allowedDeliveries ?? {}).map((d) => d.deliveryType.activityId),
  );
  return {
    equipments: draft.equipments,
    allowedDeliveries: Object.fromEntries(
      draft.allowances
        .filter(
          (row) => row.allowedCount + row.allowed20 + row.allowed40 > 0 || had.has(row.activityId),
        )
        .map((row) => [
          row.activityName,
          {
            deliveryType: { activityId: row.activityId },
            allowedCount: row.allowedCount,
            allowed20: row.allowed20,
            allowed40: row.allowed40,
          },
        ]),
    ),
  };
}

type Outcome = { kind: 'success' } | { kind: 'error'; reason: string };

/** One agent's allocation, equipment tags and contacts, saved or cancelled together. */
export function AllocationEditor({
  agent,
  allocation,
  types,
  editable,
}: {
  agent: Cha;
  allocation: ChaAllocation | null;
  types: DeliveryType[];
  editable: boolean;
}) {
  const [draft, setDraft] = useState(() => draftOf(agent, allocation, types));
  const [stored, setStored] = useState(allocation);
  const [outcome, setOutcome] = useState<Outcome>();
  // The stored allocation changed (another screen saved it, a truck gated in): an untouched
  // draft takes it whole, an edited one only the server's gated-in counts.
  if (allocation !== stored) {
    const before = draftOf(agent, stored, types);
    const after = draftOf(agent, allocation, types);
    const untouched =
      JSON.stringify([draft.allowances, draft.equipments]) ===
      JSON.stringify([before.allowances, before.equipments]);
    setStored(allocation);
    setDraft((current) =>
      untouched
        ? { ...after, contacts: current.contacts }
        : {
            ...current,
            allowances: current.allowances.map((row, i) => ({
              ...row,
              gatedInCount: after.allowances[i]?.gatedInCount ?? row.gatedInCount,
            })),
          },
    );
  }
  const saveAllocation = useSaveAllocation();
  const saveContacts = useSaveContacts();
  const equipments = useEquipments();
  const { modal } = App.useApp();

  useEffect(() => {
    if (!outcome) return;
    const timer = setTimeout(() => setOutcome(undefined), ALERT_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  async function save() {
    setOutcome(undefined);
    try {
      const saved = await saveAllocation.mutateAsync({
        chaId: agent.id,
        id: allocation?.id,
        body: allocationBody(draft, allocation),
      });
      await saveContacts.mutateAsync({
        chaId: agent.id,
        body: {
          contacts: draft.contacts.map(({ name, phone, email }) => ({
            name,
            ...(phone.trim() ? { phone } : {}),
            ...(email.trim() ? { email } : {}),
          })),
        },
      });
      // Show what the server kept (its counts are forced too).
      setDraft((current) => ({
        ...draftOf(agent, saved.allocation, types),
        contacts: current.contacts,
      }));
      setOutcome({ kind: 'success' });
    } catch (error) {
      setOutcome({ kind: 'error', reason: errorMessage(error) });
    }
  }

  /** Saves, after asking first when an allowance would fall below the trucks already in. */
  function confirmAndSave() {
    const below = allowancesBelowGatedIn(draft.allowances);
    if (below.length === 0) return void save();
    modal.confirm({
      title: 'Fewer vehicles allowed than are already in',
      content: below
        .map(
          (row) =>
            `${row.activityName}: ${forcedAllowance(row).allowedCount} allowed, ${row.gatedInCount} already gated in.`,
        )
        .concat(
          'The gate will ask Gate Count Alert! for each further truck of these types. Save anyway?',
        )
        .join(' '),
      okText: 'Save anyway',
      onOk: save,
    });
  }

  const saving = saveAllocation.isPending || saveContacts.isPending;
  return (
    <Form
      layout="vertical"
      component="div"
      aria-label={`Allocation of ${agent.name}`}
      style={{ maxWidth: 900 }}
    >
      <Typography.Title level={2} style={{ fontSize: 16, margin: '0 0 8px' }}>
        {agent.name}
        {agent.registrationNumber && (
          <Typography.Text type="secondary" style={{ fontWeight: 'normal', marginLeft: 8 }}>
            {agent.registrationNumber}
          </Typography.Text>
        )}
      </Typography.Title>
      <Form.Item label="Allowed deliveries" style={{ marginBottom: 12 }}>
        <AllowanceTable
          rows={draft.allowances}
          editable={editable}
          onChange={(allowances) => setDraft({ ...draft, allowances })}
        />
      </Form.Item>
      <Form.Item label="Equipment tags" htmlFor="cha-equipments" style={{ marginBottom: 12 }}>
        <Select
          id="cha-equipments"
          mode="tags"
          size="small"
          disabled={!editable}
          value={draft.equipments}
          tokenSeparators={[',', ' ']}
          placeholder="Type a tag and press Enter"
          options={(equipments.data ?? []).map((tag) => ({ value: tag, label: tag }))}
          onChange={(tags: string[]) =>
            setDraft({ ...draft, equipments: tags.map((tag) => tag.trim()).filter(Boolean) })
          }
        />
      </Form.Item>
      <Form.Item label="Contacts" style={{ marginBottom: 12 }}>
        <ContactsTable
          rows={draft.contacts}
          editable={editable}
          onChange={(contacts) => setDraft({ ...draft, contacts })}
        />
      </Form.Item>
      {outcome?.kind === 'success' && (
        <Alert type="success" showIcon title={CHA_MESSAGES.saved} role="status" />
      )}
      {outcome?.kind === 'error' && (
        <Alert
          type="error"
          showIcon
          title={CHA_MESSAGES.failed}
          description={outcome.reason}
          role="alert"
        />
      )}
      {editable && (
        <Flex gap={8} style={{ marginTop: 12 }}>
          <Button type="primary" loading={saving} onClick={confirmAndSave}>
            Save
          </Button>
          <Button
            disabled={saving}
            onClick={() => {
              setOutcome(undefined);
              setDraft(draftOf(agent, allocation, types));
            }}
          >
            Cancel
          </Button>
        </Flex>
      )}
    </Form>
  );
}
