import { type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContainerMove, LiveEvent } from '@yardline/domain/events/live-events';
import type { YardContainers } from '@yardline/domain/yard/yard-containers';
import { useMemo, useState } from 'react';
import { useMetadata } from '../../api/metadata.ts';
import { inventoryYardSource } from '../../api/yard-containers.ts';
import { useYardLayout, yardLayoutQueryKey } from '../../api/yard-layout.ts';
import { readAgain } from '../../lib/read-again.ts';
import { useLiveEvents } from '../../lib/use-live-events.ts';
import { applyMoves, buildYardModel, type YardModel } from './yard-model.ts';

const NO_EVENTS = [] as const;
const YARD_EVENTS = [
  'container.moved',
  'container.gated-in',
  'container.dispatched',
  // A box's liner (its colour) or size may have changed.
  'container.edited',
  'yard.layout-changed',
] as const;

/** Where the boxes are read from: the inventory's dashboard, or the same answer for planners. */
export interface YardSource {
  queryKey: QueryKey;
  queryFn: (context: { signal: AbortSignal }) => Promise<YardContainers>;
}

/**
 * The yard's layout and boxes as one model, kept current while `live`: a move is patched into the
 * model where it stands (no new request), anything else reads the boxes (and for a layout change
 * the layout) again. `version` changes whenever the model does, so the canvases redraw.
 */
export function useYardModel(live: boolean, source: YardSource = inventoryYardSource) {
  const queryClient = useQueryClient();
  const layout = useYardLayout();
  const containers = useQuery({
    queryKey: source.queryKey,
    queryFn: ({ signal }) => source.queryFn({ signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const metadata = useMetadata();
  const startHeight = metadata.data?.startHeight;
  const [patches, setPatches] = useState(0);

  const model = useMemo<YardModel | undefined>(
    () =>
      layout.data && containers.data && startHeight !== undefined
        ? buildYardModel(layout.data, containers.data, startHeight)
        : undefined,
    [layout.data, containers.data, startHeight],
  );

  const reload = (withLayout: boolean) => {
    if (withLayout) void readAgain(queryClient, { queryKey: yardLayoutQueryKey });
    void readAgain(queryClient, { queryKey: source.queryKey });
  };

  /** Patches moves into the model; false when it cannot follow them. */
  const apply = (moves: readonly ContainerMove[]): boolean => {
    if (!model || !applyMoves(model, moves)) return false;
    setPatches((n) => n + 1);
    return true;
  };

  useLiveEvents(live ? YARD_EVENTS : NO_EVENTS, (event: LiveEvent) => {
    if (event.type === 'container.moved' && apply(event.data.moves)) return;
    const layoutChanged =
      event.type === 'yard.layout-changed' ||
      (event.type === 'reload' && event.data.of === 'yard.layout-changed');
    reload(layoutChanged);
  });

  return {
    model,
    version: patches,
    error: layout.error ?? containers.error ?? metadata.error,
    loading: layout.isPending || containers.isPending || metadata.isPending,
    refreshing: containers.isFetching || layout.isFetching,
    refresh: () => reload(true),
    /** A move this screen made: shown at once (its event, when it comes, changes nothing more). */
    moved: (moves: readonly ContainerMove[]) => {
      if (!apply(moves)) reload(false);
    },
  };
}
