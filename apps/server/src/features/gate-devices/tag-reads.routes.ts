import { GateTagRead, GateTagReadParams } from '@yardline/domain/devices/tag-reads';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TagReadsService } from './tag-reads.service.ts';

/** The manual gate's lookups of what its lane's readers read: for every role that sees the gate. */
export const tagReadsRoutes: FastifyPluginAsyncZod<{ tagReads: TagReadsService }> = async (
  app,
  { tagReads },
) => {
  app.get(
    '/rest/gate/tags/:gateId/:lookup',
    {
      config: { access: { area: 'gate' } },
      schema: {
        tags: ['gate'],
        description:
          "Doc 2 §7's entry-tag, trailer-tag, exit-trailer-tag and exit-tag: the newest tag of that kind the gate's readers read (entry: GATEIN and GATEINOUT readers, exit: GATEOUT and GATEINOUT), which reader and when; a trailer tag is one the terminal holds as a trailer's (PLA cards, permanent trailers, the yard), answered with its plaCard and trailerNumber. All null when there is none.",
        params: GateTagReadParams,
        response: { 200: GateTagRead },
      },
    },
    (request) => tagReads.latest(request.params.gateId, request.params.lookup),
  );
};
