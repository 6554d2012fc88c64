import {
  CARD_COLUMNS,
  PermanentTrailer,
  PermanentTrailerInput,
  PlaCard,
  PlaCardInput,
} from '@yardline/domain/trailers/trailer-cards.schema';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { permanentTrailers, plaCards as plaCardsTable } from '../../db/schema/index.ts';
import type { KeyedListTable } from '../../platform/lists/keyed-list.repository.ts';
import { keyedListRoutes } from '../../platform/lists/keyed-list.routes.ts';
import { createKeyedListService } from '../../platform/lists/keyed-list.service.ts';
import { TRAILERS_DELETE, TRAILERS_EDIT, TRAILERS_READ } from './trailers.routes.ts';

const PLA_CARDS: KeyedListTable<'trailerTagNumber' | 'plaCardNumber'> = {
  table: plaCardsTable,
  id: plaCardsTable.id,
  columns: {
    trailerTagNumber: plaCardsTable.trailerTagNumber,
    plaCardNumber: plaCardsTable.plaCardNumber,
  },
  key: 'trailerTagNumber',
};

const PERMANENT_TRAILERS: KeyedListTable<
  'trailerNumber' | 'trailerTag' | 'trailerType' | 'transporter'
> = {
  table: permanentTrailers,
  id: permanentTrailers.id,
  columns: {
    trailerNumber: permanentTrailers.trailerNumber,
    trailerTag: permanentTrailers.trailerTag,
    trailerType: permanentTrailers.trailerType,
    transporter: permanentTrailers.transporter,
  },
  key: 'trailerNumber',
};

const access = { read: TRAILERS_READ, edit: TRAILERS_EDIT, remove: TRAILERS_DELETE };

/** The plaCards and permanentTrailers tabs' calls (doc 3 §7), each a keyed list. */
export async function registerTrailerCards(app: FastifyInstance, deps: { db: Db }) {
  const plaCards = createKeyedListService(deps, {
    entity: 'pla_card',
    noun: 'PLA card mapping',
    table: PLA_CARDS,
    input: PlaCardInput,
    labels: { trailerTagNumber: 'Trailer tag', plaCardNumber: 'PLA card' },
    headings: CARD_COLUMNS.plaCards,
    uniques: [
      { constraint: 'pla_cards_tag_key', field: 'trailerTagNumber' },
      { constraint: 'pla_cards_card_key', field: 'plaCardNumber' },
    ],
  });
  const permanent = createKeyedListService(deps, {
    entity: 'permanent_trailer',
    noun: 'Permanent trailer',
    table: PERMANENT_TRAILERS,
    input: PermanentTrailerInput,
    labels: {
      trailerNumber: 'Trailer number',
      trailerTag: 'Trailer tag',
      trailerType: 'Trailer type',
      transporter: 'Transporter',
    },
    headings: CARD_COLUMNS.permanentTrailers,
    uniques: [
      { constraint: 'permanent_trailers_number_key', field: 'trailerNumber' },
      { constraint: 'permanent_trailers_tag_key', field: 'trailerTag' },
    ],
  });
  await app.register(keyedListRoutes, {
    path: '/rest/trailers/pla-cards',
    uploadPath: '/rest/enterprise/trailers/pla-cards/upload',
    tag: 'trailers',
    row: PlaCard,
    input: PlaCardInput,
    service: plaCards as never,
    access,
  });
  await app.register(keyedListRoutes, {
    path: '/rest/trailers/permanent',
    uploadPath: '/rest/enterprise/trailers/permanent/upload',
    tag: 'trailers',
    row: PermanentTrailer,
    input: PermanentTrailerInput as never,
    service: permanent as never,
    access,
  });
}
