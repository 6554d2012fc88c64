-- Merged pairs (migration 0010) in the yard's rules: a box longer than 20 ft stands on the two
-- halves of one merged pair, a 20 ft box on one cell that is no half of a pair. Slot
-- administration (merge, split, split area) changes cells under standing boxes, so the cells get
-- a constraint trigger of their own: at commit each changed cell's row must pair every half with
-- its other half beside it, and every box on a changed cell must still stand by the rules, its
-- location naming its cells as they are now called.

CREATE OR REPLACE FUNCTION "check_yard"(p_cells int[], p_containers int[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	start_height int := yard_start_height();
	bad record;
BEGIN
	-- Changes to one column of the yard are checked one transaction at a time.
	PERFORM 1 FROM cells WHERE id = ANY(p_cells) ORDER BY id FOR NO KEY UPDATE;
	SELECT c.number, ce.full_name, o.height INTO bad
	FROM slot_occupancy o
	JOIN containers c ON c.id = o.container_id
	JOIN cells ce ON ce.id = o.cell_id
	WHERE o.cell_id = ANY(p_cells) AND o.height > start_height
		AND NOT EXISTS (
			SELECT 1 FROM slot_occupancy b WHERE b.cell_id = o.cell_id AND b.height = o.height - 1)
	LIMIT 1;
	IF FOUND THEN
		RAISE EXCEPTION '% at %_% would stand on nothing: %_% below it is empty',
			bad.number, bad.full_name, bad.height, bad.full_name, bad.height - 1
			USING ERRCODE = 'check_violation', CONSTRAINT = 'yard_no_floating_box';
	END IF;

	SELECT * INTO bad FROM (
		SELECT c.number, c.size_feet, c.location AS stated,
			string_agg(ce.full_name || '_' || o.height, ',' ORDER BY ce.sort_order) AS location,
			start_height + min(a.max_height) - 1 AS top,
			CASE
				WHEN c.location IS DISTINCT FROM
					string_agg(ce.full_name || '_' || o.height, ',' ORDER BY ce.sort_order)
					THEN 'container_location_matches_slots'
				WHEN count(*) <> (CASE WHEN c.size_feet <= 20 THEN 1 ELSE 2 END)
					OR count(DISTINCT o.height) <> 1
					OR (count(*) = 1 AND bool_or(ce.pair_half IS NOT NULL))
					OR (count(*) = 2 AND (count(DISTINCT ce.row_id) <> 1
						OR max(ce.sort_order) - min(ce.sort_order) <> 1
						OR min(ce.sort_order) FILTER (WHERE ce.pair_half = 'left') IS DISTINCT FROM min(ce.sort_order)
						OR max(ce.sort_order) FILTER (WHERE ce.pair_half = 'right') IS DISTINCT FROM max(ce.sort_order)))
					THEN 'container_on_cell_pair'
				WHEN min(o.height) < start_height OR max(o.height) > start_height + min(a.max_height) - 1
					THEN 'container_within_max_height'
			END AS broken
		FROM slot_occupancy o
		JOIN containers c ON c.id = o.container_id
		JOIN cells ce ON ce.id = o.cell_id
		JOIN yard_rows r ON r.id = ce.row_id
		JOIN areas a ON a.id = r.area_id
		WHERE o.container_id = ANY(p_containers)
		GROUP BY c.id
	) checked
	WHERE broken IS NOT NULL
	LIMIT 1;
	IF NOT FOUND THEN
		-- A box whose location names slots it does not stand on.
		SELECT c.number, c.location AS stated, NULL AS location,
			'container_location_matches_slots' AS broken INTO bad
		FROM containers c
		WHERE c.id = ANY(p_containers) AND c.location IS NOT NULL
			AND NOT EXISTS (SELECT 1 FROM slot_occupancy o WHERE o.container_id = c.id)
		LIMIT 1;
	END IF;
	IF bad.broken = 'container_location_matches_slots' THEN
		RAISE EXCEPTION '% stands at % but its location says %',
			bad.number, coalesce(bad.location, 'no slot'), coalesce(bad.stated, 'no slot')
			USING ERRCODE = 'check_violation', CONSTRAINT = bad.broken;
	ELSIF bad.broken = 'container_on_cell_pair' THEN
		RAISE EXCEPTION 'A % ft box cannot stand on %: % needs %', bad.size_feet, bad.location,
			bad.number, CASE WHEN bad.size_feet <= 20 THEN 'one cell that is not half of a 40 ft slot' ELSE 'a cell pair at one height' END
			USING ERRCODE = 'check_violation', CONSTRAINT = bad.broken;
	ELSIF bad.broken = 'container_within_max_height' THEN
		RAISE EXCEPTION '% at % is above the max height (%)',
			bad.number, bad.location, bad.top
			USING ERRCODE = 'check_violation', CONSTRAINT = bad.broken;
	END IF;
END
$$;
--> statement-breakpoint
-- Every 'left' half has its 'right' half just after it in its row, and every 'right' half its
-- 'left' half just before it.
CREATE FUNCTION "check_cell_pairs"(p_rows int[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	bad record;
BEGIN
	SELECT c.full_name, c.pair_half INTO bad
	FROM cells c
	WHERE c.row_id = ANY(p_rows) AND c.pair_half IS NOT NULL
		AND NOT EXISTS (
			SELECT 1 FROM cells p
			WHERE p.row_id = c.row_id
				AND p.sort_order = c.sort_order + CASE WHEN c.pair_half = 'left' THEN 1 ELSE -1 END
				AND p.pair_half = CASE WHEN c.pair_half = 'left' THEN 'right' ELSE 'left' END)
	LIMIT 1;
	IF FOUND THEN
		RAISE EXCEPTION 'Cell % is the % half of a 40 ft slot without its other half beside it',
			bad.full_name, bad.pair_half
			USING ERRCODE = 'check_violation', CONSTRAINT = 'yard_cell_pairs';
	END IF;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "cells_layout_rules"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		PERFORM check_cell_pairs(ARRAY[NEW.row_id]);
		PERFORM check_yard(ARRAY[NEW.id],
			ARRAY(SELECT container_id FROM slot_occupancy WHERE cell_id = NEW.id));
	END IF;
	IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD.row_id <> NEW.row_id) THEN
		PERFORM check_cell_pairs(ARRAY[OLD.row_id]);
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "cells_layout_rules" AFTER INSERT OR UPDATE OR DELETE ON "cells"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "cells_layout_rules"();
