import { screen, waitFor } from '@testing-library/react';
import type { GateTagRead } from '@yardline/domain/devices/tag-reads';
import { expect, it } from 'vitest';
import { sendLiveEvent } from '../../test-support/live-events.ts';
import { LANE, openGate } from './test-gate-page.tsx';

const AT = '2026-11-29T08:00:05.000Z';
const read = (readId: number, tagid: string): GateTagRead['responseMap'] => ({
  tagid,
  plaCard: null,
  trailerNumber: null,
  reader: 'RDR-G1-IN',
  readAt: AT,
  readId,
});

/** What the server sends when a reader at the lane reads tags. */
const readAtLane = (...tagIds: string[]) =>
  sendLiveEvent({
    type: 'device.read',
    at: AT,
    data: {
      deviceId: 'RDR-G1-IN',
      kind: 'rfid',
      logIds: [],
      gateId: LANE.id,
      ocrRecordId: null,
      containerNumber: null,
      tagIds,
    },
  });

const fieldValue = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

it("fills the tags from the lane's reads, says which reader read them, and never types over the clerk", async () => {
  // The lane this browser works at was chosen before; the last read there is the last truck's.
  window.localStorage.setItem('yardline.gate.lane', String(LANE.id));
  const { api, reads, user } = await openGate();
  reads['entry-tag'] = read(1, '11110000');
  await screen.findByText('Gate 1 In (IN)');
  await waitFor(() => expect(api.requests('GET /rest/gate/tags/1/entry-tag')).not.toEqual([]));
  expect(fieldValue('Tag (first)')).toBe('');

  // The next truck's box and trailer are read: both fields fill and are looked up, as typed.
  reads['entry-tag'] = read(2, '22220000');
  reads['trailer-tag'] = { ...read(3, 'TT000009'), plaCard: 'PLA-9' };
  readAtLane('22220000', 'TT000009');
  await waitFor(() => expect(fieldValue('Tag (first)')).toBe('22220000'));
  await waitFor(() => expect(fieldValue('Trailer tag')).toBe('TT000009'));
  const readBy = `Read by RDR-G1-IN at ${new Date(AT).toLocaleTimeString()}`;
  expect(await screen.findAllByText(readBy)).toHaveLength(2);
  await waitFor(() => expect(api.requests('GET /rest/gate/trailer-tag/TT000009')).not.toEqual([]));

  // The clerk types another trailer tag; the next reads fill only the field still holding a read.
  await user.clear(screen.getByLabelText('Trailer tag'));
  await user.type(screen.getByLabelText('Trailer tag'), 'TT000010');
  reads['entry-tag'] = read(4, '33330000');
  reads['trailer-tag'] = read(5, 'TT000011');
  readAtLane('33330000', 'TT000011');
  await waitFor(() => expect(fieldValue('Tag (first)')).toBe('33330000'));
  expect(fieldValue('Trailer tag')).toBe('TT000010');
  expect(await screen.findAllByText(readBy)).toHaveLength(1);
});

it("fills the trailer gate-in's trailer tag from the lane's reads", async () => {
  window.localStorage.setItem('yardline.gate.lane', String(LANE.id));
  const { api, reads, user } = await openGate();
  await screen.findByText('Gate 1 In (IN)');
  await user.click(screen.getByRole('tab', { name: 'Trailer Gate-in' }));
  await screen.findByLabelText('Trailer tag');
  await waitFor(() => expect(api.requests('GET /rest/gate/tags/1/trailer-tag')).not.toEqual([]));

  reads['trailer-tag'] = { ...read(7, 'TT000077'), plaCard: 'PLA-77' };
  readAtLane('TT000077');
  await waitFor(() => expect(fieldValue('Trailer tag')).toBe('TT000077'));
  await screen.findByText(`Read by RDR-G1-IN at ${new Date(AT).toLocaleTimeString()}`);
  await waitFor(() => expect(api.requests('GET /rest/gate/trailer-tag/TT000077')).not.toEqual([]));
});
