import {
  CARD_COLUMNS,
  PermanentTrailer,
  PermanentTrailerInput,
  PlaCard,
  PlaCardInput,
} from '@yardline/domain/trailers/trailer-cards.schema';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { PERMANENT_TRAILERS, PLA_CARDS } from './card-lists.repository.ts';
import { cardListRoutes } from './card-lists.routes.ts';
import { createCardListService } from './card-lists.service.ts';

/** The plaCards and permanentTrailers tabs' calls (doc 3 §7), on one list module each. */
export async function registerTrailerCards(app: FastifyInstance, deps: { db: Db }) {
  const plaCards = createCardListService(deps, {
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
  const permanent = createCardListService(deps, {
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
  await app.register(cardListRoutes, {
    path: '/rest/trailers/pla-cards',
    uploadPath: '/rest/enterprise/trailers/pla-cards/upload',
    tag: 'trailers',
    row: PlaCard,
    input: PlaCardInput,
    service: plaCards as never,
  });
  await app.register(cardListRoutes, {
    path: '/rest/trailers/permanent',
    uploadPath: '/rest/enterprise/trailers/permanent/upload',
    tag: 'trailers',
    row: PermanentTrailer,
    input: PermanentTrailerInput as never,
    service: permanent as never,
  });
}
