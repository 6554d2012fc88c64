import { screen, within } from '@testing-library/react';
import {
  DispatchAnswer,
  DispatchTrailerBody,
  type Trailer,
  TrailersPage,
  TrailersQuery,
} from '@yardline/domain/trailers/trailer.schema';
import {
  CardListQuery,
  CardUploadAnswer,
  CardUploadFields,
  PlaCard,
  PlaCardInput,
  pageOf,
} from '@yardline/domain/trailers/trailer-cards.schema';
import { expect, it } from 'vitest';
import { fakeApi } from '../../test-support/fake-api.ts';
import { renderScreen } from '../../test-support/render-screen.tsx';
import { logInAs } from '../../test-support/session.ts';
import { REDISPATCH_REFUSED } from './components/trailers-tab.tsx';

/** A trailer in the yard, or (with `outDate`) one that has left. */
const trailer = (id: number, outDate: string | null = null): Trailer => ({
  id,
  trailerTagId: `TT00000${id}`,
  trailerTagId1: null,
  trailerTagId2: null,
  trailerNumber: `MH04AB000${id}`,
  entryDate: '2026-05-04T08:00:00.000Z',
  outDate,
  containerNumber: null,
  trailerType: null,
  type: null,
  plaCard1: null,
  plaCard2: null,
});

it("offers HAWK-E as the dispatch mode, and keeps a dispatched trailer from an operator's Dispatch", async () => {
  const api = fakeApi();
  logInAs(api, 'operator');
  const trailers = [trailer(1), trailer(2, '2026-05-04T09:00:00.000Z')];
  api
    .on('GET /rest/trailers', { query: TrailersQuery, response: TrailersPage }, ({ query }) => {
      const listed = trailers.filter((each) => query.includeDispatched || !each.outDate);
      return { entities: listed, totalCount: listed.length };
    })
    .on(
      'POST /rest/trailers/dispatch',
      { body: DispatchTrailerBody, response: DispatchAnswer },
      () => {
        throw new Error('this test dispatches nothing');
      },
    );
  const { user } = await renderScreen('/trailers');
  await user.click(await screen.findByRole('button', { name: 'Dispatch TT000001' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Dispatch trailer TT000001' }));
  expect((dialog.getByLabelText('Dispatch mode') as HTMLInputElement).value).toBe('HAWK-E');
  await user.click(dialog.getByRole('button', { name: 'Cancel' }));

  await user.click(screen.getByText('Include dispatched'));
  const again = await screen.findByRole('button', { name: 'Dispatch TT000002' });
  // Doc 3 §4: only an admin dispatches a trailer again.
  expect(again.hasAttribute('disabled')).toBe(true);
  await user.hover(again.parentElement as HTMLElement);
  await screen.findByText(REDISPATCH_REFUSED);
  expect(api.requests('POST /rest/trailers/dispatch')).toEqual([]);
});

it('lists the refused rows of a PLA card file by line, and saves nothing', async () => {
  const api = fakeApi();
  logInAs(api, 'admin');
  api
    .on('GET /rest/trailers', { query: TrailersQuery, response: TrailersPage }, () => ({
      entities: [],
      totalCount: 0,
    }))
    .on(
      'GET /rest/trailers/pla-cards',
      { query: CardListQuery, response: pageOf(PlaCard) },
      () => ({
        entities: [],
        totalCount: 0,
      }),
    )
    // As the server reads the file: every row checked, and none saved when one is refused.
    .on(
      'POST /rest/enterprise/trailers/pla-cards/upload',
      { multipart: true, body: CardUploadFields, response: CardUploadAnswer },
      async ({ file }) => {
        const rows = (await file?.text())?.trim().split('\n').slice(1) ?? [];
        const errors = rows.flatMap((row, i) => {
          const [trailerTagNumber, plaCardNumber] = row.split(',');
          const parsed = PlaCardInput.safeParse({ trailerTagNumber, plaCardNumber });
          return parsed.success
            ? []
            : [{ row: i + 2, message: parsed.error.issues[0]?.message ?? '' }];
        });
        return errors.length > 0
          ? { status: 'refused' as const, saved: 0, errors }
          : { status: 'success' as const, saved: rows.length, errors: [] };
      },
    );
  const { user } = await renderScreen('/trailers');
  await user.click(await screen.findByRole('tab', { name: 'PLA cards' }));
  const tab = within(await screen.findByRole('tabpanel', { name: 'PLA cards' }));
  await user.click(tab.getByRole('button', { name: 'Upload' }));
  const dialog = await screen.findByRole('dialog', { name: 'Upload PLA card mappings' });
  const file = new File(['Trailer tag,PLA card\nTT000801,PLA-801\n,PLA-802\n'], 'cards.csv', {
    type: 'text/csv',
  });
  // biome-ignore lint/style/noNonNullAssertion: the dialog's file input
  await user.upload(dialog.querySelector<HTMLInputElement>('input[type=file]')!, file);
  await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
  await screen.findByText('Nothing was saved: 1 row refused.');
  await screen.findByText('Line 3: Enter trailer tag');
});
