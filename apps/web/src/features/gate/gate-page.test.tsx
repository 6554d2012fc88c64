import { screen, waitFor, within } from '@testing-library/react';
import { makeContainerNumber } from '@yardline/domain/containers/container-number';
import { TAG_LIFE_MESSAGES } from '@yardline/domain/gate/tag-life';
import { truckContainers } from '@yardline/domain/gate/vehicle-gate-in';
import { ChaAllowance } from '@yardline/domain/master/master-lists';
import { expect, it } from 'vitest';
import { z } from 'zod';
import type { UserEvents } from '../../test-support/render-screen.tsx';
import { EXPIRED_ON, EXPIRED_TAG, openGate } from './test-gate-page.tsx';

/** The one list open on the page (closed ones stay in the DOM, hidden). */
const openList = () =>
  waitFor(() => {
    const open = document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
    expect(open).toHaveLength(1);
    return open[0] as HTMLElement;
  });

/** Picks `option` in the select labelled `label` (the keyboard way is the browser tier's). */
async function choose(user: UserEvents, label: string, option: string) {
  await user.click(screen.getByLabelText(label));
  await user.click(within(await openList()).getByTitle(option));
}

async function typeTruck(user: UserEvents, trailerTag = 'TRL00001') {
  await user.type(screen.getByLabelText('Trailer number'), 'MH04AB1234');
  await user.type(screen.getByLabelText('Trailer tag'), `${trailerTag}{Enter}`);
}

it('asks before gating in a number that fails the check digit', async () => {
  const { api, user } = await openGate();
  const good = makeContainerNumber('YLT', 'U', 123_456);
  const wrong = `${good.slice(0, 10)}${(Number(good[10]) + 1) % 10}`;
  await user.type(await screen.findByLabelText('Container number (first)'), wrong);
  await user.type(screen.getByLabelText('Tag (first)'), 'DummyTag');
  await choose(user, 'Gate-in type (first)', 'Empty');
  await choose(user, 'Size (first)', '40 ft');
  const state = within(screen.getByRole('status', { name: 'State of container 1' }));
  await state.findByText(/Check digit should be/);
  await typeTruck(user);

  const confirm = within(await screen.findByRole('dialog'));
  await confirm.findByText(
    `Invalid container number ${wrong}! Do you still want to gate-in this container?`,
  );
  confirm.getByRole('button', { name: 'Cancel gate-in' });
  await user.click(confirm.getByRole('button', { name: 'Yes, continue gate-in' }));
  await screen.findByText(`Gate-in successful: ${wrong} → A_01_01_1`);
  expect(api.requests('POST /rest/gate/gate-in').map((sent) => sent.body)).toMatchObject([
    { skipValidation: false },
    { skipValidation: true },
  ]);
});

it('says what is missing first: the second box of a double offloading', async () => {
  const { api, user } = await openGate();
  await user.click(await screen.findByRole('tab', { name: 'Double' }));
  await user.type(
    await screen.findByLabelText('Container number (first)'),
    makeContainerNumber('YLT', 'U', 223_344),
  );
  await user.type(screen.getByLabelText('Tag (first)'), 'Refer Tag');
  await choose(user, 'Gate-in type (first)', 'Import');
  await user.type(screen.getByLabelText('Trailer tag'), '{Enter}');
  const alert = await screen.findByRole('alert');
  await within(alert).findByText('Choose gate-in type for second container');
  expect(api.requests('POST /rest/gate/gate-in')).toEqual([]);
});

it('says what is missing first: a trailer tag of 8 characters', async () => {
  const { api, user } = await openGate();
  api.on('GET /rest/master/chas/activity/:activity', { response: z.array(ChaAllowance) }, () => []);
  await user.click(await screen.findByRole('tab', { name: 'Trailer Gate-in' }));
  await choose(user, 'Gate-in type', 'Loaded Delivery');
  await user.type(screen.getByLabelText('Trailer number'), 'MH04XY4321');
  await user.type(screen.getByLabelText('Trailer tag'), 'TRL0001{Enter}');
  const alert = await screen.findByRole('alert');
  await within(alert).findByText('Trailer tag should be of 8 characters');
  expect(api.requests('POST /rest/gate/vehicle-gate-in')).toEqual([]);
});

/** Fills a box of the open offloading form: number, tag, gate-in type. */
async function typeBox(user: UserEvents, which: 'first' | 'second', number: string, tag: string) {
  await user.type(await screen.findByLabelText(`Container number (${which})`), number);
  await user.type(screen.getByLabelText(`Tag (${which})`), tag);
  await choose(user, `Gate-in type (${which})`, 'Import');
}

/** The options the select labelled `label` offers. */
async function optionsOf(user: UserEvents, label: string) {
  await user.click(screen.getByLabelText(label));
  const options = [...(await openList()).querySelectorAll('.ant-select-item-option')].map(
    (option) => option.textContent ?? '',
  );
  await user.keyboard('{Escape}');
  return options;
}

// Two boxes and their tasks, all by click: the file's longest form (40 s on a busy machine).
const LONG_FORM = { timeout: 90_000 };

it("sends each box's task and stays to show what it made", LONG_FORM, async () => {
  const { api, user } = await openGate();
  await user.click(await screen.findByRole('tab', { name: 'Double' }));
  const [a, b] = [
    makeContainerNumber('YLT', 'U', 300_001),
    makeContainerNumber('YLT', 'U', 300_002),
  ];
  await typeBox(user, 'first', a, '11112222');
  await typeBox(user, 'second', b, '33334444');
  // Without the standard task, a box the clerk chooses nothing for gets none.
  expect(screen.getByLabelText('Task type (first)').closest('.ant-select')?.textContent).toContain(
    'No task',
  );
  await choose(user, 'Task type (first)', 'Grounding');
  await choose(user, 'Delivery mode (first)', 'Labour');
  // A weighbridge task takes one mode only (doc 3 §4): it is chosen for the clerk.
  await choose(user, 'Task type (second)', 'Weighbridge');
  expect(screen.getByLabelText('Delivery mode (second)').closest('.ant-select')?.textContent).toBe(
    'Loaded',
  );
  await typeTruck(user);

  await screen.findByText(
    `Gate-in successful: ${a} → A_01_01_1, ${b} → A_01_02_1 · task 1 Grounding for RS-01, task 2 Weighbridge for RS-01`,
  );
  expect(api.requests('POST /rest/gate/gate-in').map((sent) => sent.body)).toMatchObject([
    {
      gateInTasks: [
        { containerNumber: a, taskType: 'Grounding', deliveryMode: 'Labour' },
        { containerNumber: b, taskType: 'Weighbridge', deliveryMode: 'Loaded' },
      ],
    },
  ]);
  // The clerk's tasks are shown until the next truck (doc 2 §4); Enter on the focused button.
  const next = screen.getByRole('button', { name: 'Next truck' });
  expect(document.activeElement).toBe(next);
  await user.keyboard('{Enter}');
  expect(await screen.findByLabelText('Container number (first)')).toHaveProperty('value', '');
});

it("offers the modes a task type takes, and says doc 2 §5's message for a mode without a type", async () => {
  const { api, user } = await openGate();
  await typeBox(user, 'first', makeContainerNumber('YLT', 'U', 300_003), '11112222');
  await choose(user, 'Size (first)', '20 ft');
  expect(await optionsOf(user, 'Task type (first)')).toEqual([
    'No task',
    'Grounding',
    'Offloading',
    'Weighbridge',
    'Examination',
  ]);
  await choose(user, 'Task type (first)', 'Grounding');
  expect(await optionsOf(user, 'Delivery mode (first)')).toEqual([
    'Loaded',
    'ForkLift',
    'Crane de-stuff',
    'Labour',
  ]);
  // Back to no task, then a mode alone: the clerk is told what is missing.
  await choose(user, 'Task type (first)', 'No task');
  await choose(user, 'Delivery mode (first)', 'ForkLift');
  await typeTruck(user);
  await within(await screen.findByRole('alert')).findByText(
    'Choose task type for generated task for container 1',
  );
  expect(api.requests('POST /rest/gate/gate-in')).toEqual([]);
});

it('sends with Enter on a closed task list, as from a text field', async () => {
  const { api, user } = await openGate();
  await typeBox(user, 'first', makeContainerNumber('YLT', 'U', 300_004), '11112222');
  await choose(user, 'Size (first)', '40 ft');
  await user.type(screen.getByLabelText('Trailer number'), 'MH04AB1234');
  await user.type(screen.getByLabelText('Trailer tag'), 'TRL00001');
  await choose(user, 'Task type (first)', 'Examination');
  await choose(user, 'Delivery mode (first)', 'Crane de-stuff');
  expect(api.requests('POST /rest/gate/gate-in')).toEqual([]);
  const mode = screen.getByLabelText('Delivery mode (first)');
  expect(mode.getAttribute('aria-expanded')).toBe('false');
  mode.focus();
  await user.keyboard('{Enter}');
  await screen.findByText(/Gate-in successful: .* · task 1 Examination for RS-01$/);
  expect(api.requests('POST /rest/gate/gate-in')[0]?.body).toMatchObject({
    gateInTasks: [{ taskType: 'Examination', deliveryMode: 'Crane de-stuff' }],
  });
});

it('says a box gets the standard task when the terminal makes it, and sends none', async () => {
  const { api, user } = await openGate({ enableStandardTaskAtGateIn: true });
  const number = makeContainerNumber('YLT', 'U', 300_005);
  await typeBox(user, 'first', number, '11112222');
  await choose(user, 'Size (first)', '20 ft');
  const task = screen.getByLabelText('Task type (first)').closest('.ant-select');
  expect(task?.textContent).toContain('Offloading (standard)');
  await typeTruck(user);
  await screen.findByText(
    `Gate-in successful: ${number} → A_01_01_1 · task 1 Offloading for RS-01`,
  );
  expect(api.requests('POST /rest/gate/gate-in')[0]?.body).toMatchObject({ gateInTasks: [] });
  // Nothing was chosen: the form clears by itself (doc 2 §4), no button to press.
  expect(screen.queryByRole('button', { name: 'Next truck' })).toBeNull();
});

it('gives each box a trailer comes for a task onto it', async () => {
  const { api, user } = await openGate();
  api.on('GET /rest/master/chas/activity/:activity', { response: z.array(ChaAllowance) }, () => []);
  await user.click(await screen.findByRole('tab', { name: 'Trailer Gate-in' }));
  await choose(user, 'Gate-in type', 'Empty Delivery');
  await user.type(screen.getByLabelText('Trailer number'), 'MH04XY4321');
  await user.type(screen.getByLabelText('Trailer tag'), 'TRL00002');
  const [a, b] = [
    makeContainerNumber('YLT', 'U', 300_006),
    makeContainerNumber('YLT', 'U', 300_007),
  ];
  await user.type(screen.getByLabelText('Containers it comes for'), `${a.toLowerCase()} ${b}`);
  expect(truckContainers(`${a} ${b}`)).toEqual([a, b]);
  await choose(user, `Task type (${b})`, 'Empty Loading');
  expect(screen.getByLabelText(`Delivery mode (${b})`).closest('.ant-select')?.textContent).toBe(
    'Empty Out',
  );
  expect(await optionsOf(user, `Task type (${a})`)).toEqual([
    'No task',
    'Export Loading',
    'Empty Loading',
  ]);
  await user.click(screen.getByRole('button', { name: 'Gate-in' }));
  await screen.findByText(
    'Trailer gate-in successful: MH04XY4321 · task 1 Empty Loading for RS-01',
  );
  expect(api.requests('POST /rest/gate/vehicle-gate-in').map((sent) => sent.body)).toMatchObject([
    {
      containerNumbers: `${a}, ${b}`,
      gateInTasks: [{ containerNumber: b, taskType: 'Empty Loading', deliveryMode: 'Empty Out' }],
    },
  ]);
  screen.getByRole('button', { name: 'Next truck' });
});

it('says a tag past its end of life under its field, and the refusal when the clerk sends it anyway', async () => {
  const { api, user } = await openGate();
  await typeBox(user, 'first', makeContainerNumber('YLT', 'U', 300_008), EXPIRED_TAG);
  await choose(user, 'Size (first)', '20 ft');
  const message = TAG_LIFE_MESSAGES.expired(EXPIRED_TAG);
  await screen.findByText(message);
  // Not allowed here: nothing is asked, and Enter still sends; the server's refusal is said.
  expect(screen.queryByRole('dialog')).toBeNull();
  await typeTruck(user);
  await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
  expect(api.requests('POST /rest/gate/gate-in')).toHaveLength(1);
  expect(screen.queryByText(/Gate-in successful/)).toBeNull();
});

it('asks "Do you still want to use it?" where the terminal allows expired tags, and sends the yes', async () => {
  const { api, user } = await openGate({ allowExpiredContainerTag: true });
  const number = makeContainerNumber('YLT', 'U', 300_009);
  await user.type(await screen.findByLabelText('Container number (first)'), number);
  await user.type(screen.getByLabelText('Tag (first)'), EXPIRED_TAG);
  const question = within(
    await screen.findByRole('dialog', { name: TAG_LIFE_MESSAGES.expired(EXPIRED_TAG) }),
  );
  question.getByText('Do you still want to use it?');
  // No has the focus: a key meant for the next field cannot say yes.
  expect(document.activeElement).toBe(question.getByRole('button', { name: 'No' }));
  await user.click(question.getByRole('button', { name: 'Yes' }));
  await screen.findByText(`End of life ${EXPIRED_ON}: used as you said`);
  await choose(user, 'Gate-in type (first)', 'Import');
  await choose(user, 'Size (first)', '20 ft');
  await typeTruck(user);
  await screen.findByText(`Gate-in successful: ${number} → A_01_01_1`);
  expect(api.requests('POST /rest/gate/gate-in')[0]?.body).toMatchObject({
    container1Data: { tagId: EXPIRED_TAG, useExpiredTag: true },
  });
});

it('keeps a no: the message stays and the server refuses the tag, as it does a retag to it', async () => {
  const { api, user } = await openGate({ allowExpiredContainerTag: true });
  await user.click(await screen.findByRole('tab', { name: 'Yard Container Operations' }));
  await user.type(
    await screen.findByLabelText('Container number'),
    makeContainerNumber('YLT', 'U', 300_010),
  );
  await user.type(screen.getByLabelText('New tag'), EXPIRED_TAG);
  const question = within(await screen.findByRole('dialog'));
  await user.click(question.getByRole('button', { name: 'No' }));
  const message = TAG_LIFE_MESSAGES.expired(EXPIRED_TAG);
  await screen.findByText(message);
  await user.type(screen.getByLabelText('New tag'), '{Enter}');
  await waitFor(() => expect(screen.getAllByText(message)).toHaveLength(2));
  // Asked again once the tag is typed again; a yes goes through.
  await user.clear(screen.getByLabelText('New tag'));
  await user.type(screen.getByLabelText('New tag'), EXPIRED_TAG);
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
  await user.type(screen.getByLabelText('New tag'), '{Enter}');
  await screen.findByText(/Re-tag successful/);
  expect(api.requests('POST /rest/gate/retag').map((sent) => sent.body)).toMatchObject([
    { newTag: EXPIRED_TAG, useExpiredTag: false },
    { newTag: EXPIRED_TAG, useExpiredTag: true },
  ]);
});
