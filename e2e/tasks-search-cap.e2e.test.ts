import { COUNT_CAP } from '@yardline/domain/tasks/search-count';
import { describe, it } from 'vitest';
import { screenshot } from './support/browser.ts';
import { useServerAndBrowser } from './support/harness.ts';
import { DEMO, logIn } from './support/session.ts';

/** More open tasks of one kind than a search counts: put straight into the database. */
const MANY = COUNT_CAP + 50;

const t = useServerAndBrowser({
  prepare: async ({ pool }) => {
    await pool.query(
      `
      insert into tasks (container_number, task_type, delivery_mode, from_location, to_location,
        assigned_to_machine, source, created_at)
      select 'CAPU' || lpad(i::text, 7, '0'), 'Grounding', 'Loaded', 'A_01_01_1', 'Export Zone',
        'ALL', 'test', now() - (i || ' minutes')::interval
      from generate_series(1, $1::int) as i`,
      [MANY],
    );
  },
});

describe('a task search past the count cap', () => {
  it('says "More than 10,000 tasks" and still pages through them', async () => {
    const page = await t.browser.newPage({ viewport: { width: 1400, height: 900 } });
    await logIn(page, t.server.url, DEMO.admin);
    await page.getByRole('navigation', { name: 'Main menu' }).getByText('Tasks').click();
    await page.getByRole('heading', { name: 'Tasks' }).waitFor();

    await page.getByLabel('Search tasks').click();
    await page.keyboard.type('CAPU');
    await page.keyboard.press('Enter');
    await page.getByText(`More than ${COUNT_CAP.toLocaleString('en')} tasks`).waitFor();
    const table = page.getByRole('table', { name: 'Tasks' });
    // Newest first: the box put in a minute ago heads the list.
    await table.getByRole('row', { name: /CAPU0000001/ }).waitFor();
    await screenshot(page, 'tasks-more-than');

    await page.getByRole('listitem', { name: '2', exact: true }).click();
    await table.getByRole('row', { name: /CAPU0000016/ }).waitFor();
    await page.getByText(`More than ${COUNT_CAP.toLocaleString('en')} tasks`).waitFor();
    await page.close();
  });
});
