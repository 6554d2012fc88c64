import fp from 'fastify-plugin';
import { createSlotSuggestion, type SlotSuggestion } from './slot-suggestion.service.ts';

export type { Shift, SlotSuggestion } from './slot-suggestion.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where a box arriving at the gate should go, from the planning engine. */
    slotSuggestion: SlotSuggestion;
  }
}

export const slotSuggestionPlugin = fp(
  async (app) => {
    app.decorate('slotSuggestion', createSlotSuggestion({ planning: app.planning }));
  },
  { name: 'slot-suggestion', dependencies: ['planning'] },
);
