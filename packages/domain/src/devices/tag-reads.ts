import { z } from 'zod';
import { RecordId } from '../common/record-id.ts';

/**
 * Doc 2 §7 "Get entry tag, trailer tag, exit trailer tag, exit tag": the latest tag a gate's
 * readers read, per lane direction and per kind of tag.
 */
export const GATE_TAG_READS = ['entry-tag', 'trailer-tag', 'exit-trailer-tag', 'exit-tag'] as const;
export type GateTagReadKind = (typeof GATE_TAG_READS)[number];

/**
 * Which readers' reads a lookup takes: the entry lookups a GATEIN reader's, the exit ones a
 * GATEOUT reader's, and a GATEINOUT reader's both (the reader types of Gates and Gate Readers).
 */
export const tagReaderTypes = (kind: GateTagReadKind): string[] =>
  kind === 'entry-tag' || kind === 'trailer-tag'
    ? ['GATEIN', 'GATEINOUT']
    : ['GATEOUT', 'GATEINOUT'];

/**
 * Whether a lookup answers trailer tags. Readers do not tell a trailer's tag from a box's: a tag
 * the terminal holds as a trailer's (a PLA card, a permanent trailer, a trailer in the yard) is a
 * trailer tag, any other a container tag.
 */
export const isTrailerTagRead = (kind: GateTagReadKind): boolean =>
  kind === 'trailer-tag' || kind === 'exit-trailer-tag';

/** GET /rest/gate/tags/{gateId}/{lookup}. */
export const GateTagReadParams = z.object({ gateId: RecordId, lookup: z.enum(GATE_TAG_READS) });

/**
 * The answer (doc 2 §7: responseMap.tagid, plaCard, trailerNumber), and which reader read it and
 * when; every field null when the gate's readers have read no such tag. `readId` (the device
 * log row) tells one read from the next of the same tag.
 */
export const GateTagRead = z.object({
  responseMap: z.object({
    tagid: z.string().nullable(),
    plaCard: z.string().nullable(),
    trailerNumber: z.string().nullable(),
    reader: z.string().nullable(),
    readAt: z.string().nullable(),
    readId: z.number().int().nullable(),
  }),
});
export type GateTagRead = z.infer<typeof GateTagRead>;

/** The answer while the lane's readers have read no such tag. */
export const NO_READ: GateTagRead['responseMap'] = {
  tagid: null,
  plaCard: null,
  trailerNumber: null,
  reader: null,
  readAt: null,
  readId: null,
};
