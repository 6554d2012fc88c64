-- The yard's physical rules, enforced by the database itself (packages/domain/src/yard/stacking.ts
-- states the same rules for the application, which checks them first to give clear messages):
-- * a box covers one cell (20 ft) or a cell pair (longer boxes) at one height, within its area's
--   tiers (metadata startHeight up to max height tiers);
-- * no box floats: every lower height of each of its cells is taken, also after a box leaves;
-- * containers.location names exactly the slots the box covers.
-- The checks are constraint triggers deferred to commit, so one transaction may move several
-- boxes through states that are briefly inconsistent. Each check first locks the cell row it is
-- about, so two transactions changing one column of the yard are checked one after the other,
-- each seeing what the other committed.

-- Existing boxes get their location from their slots before the checks exist.
UPDATE "containers" c SET "location" = s.location
FROM (
	SELECT o.container_id, string_agg(ce.full_name || '_' || o.height, ',' ORDER BY ce.sort_order) AS location
	FROM "slot_occupancy" o JOIN "cells" ce ON ce.id = o.cell_id
	GROUP BY o.container_id
) s
WHERE s.container_id = c.id;
--> statement-breakpoint
CREATE FUNCTION "yard_start_height"() RETURNS int LANGUAGE sql STABLE AS $$
	SELECT coalesce((SELECT (value #>> '{}')::int FROM metadata WHERE key = 'startHeight'), 1)
$$;
--> statement-breakpoint
-- Checks the given columns of the yard (cell ids) and boxes (container ids): the one definition
-- of the rules in SQL. The row triggers below call it for the rows a transaction changed; a bulk
-- load (the demo seed) calls it once for everything it wrote.
CREATE FUNCTION "check_yard"(p_cells int[], p_containers int[]) RETURNS void LANGUAGE plpgsql AS $$
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
					OR (count(*) = 2 AND (count(DISTINCT ce.row_id) <> 1
						OR max(ce.sort_order) - min(ce.sort_order) <> 1
						OR (bool_or(a.forty_foot_pairs) AND min(ce.sort_order) % 2 <> 0)))
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
			bad.number, CASE WHEN bad.size_feet <= 20 THEN 'one slot' ELSE 'a cell pair at one height' END
			USING ERRCODE = 'check_violation', CONSTRAINT = bad.broken;
	ELSIF bad.broken = 'container_within_max_height' THEN
		RAISE EXCEPTION '% at % is above the max height (%)',
			bad.number, bad.location, bad.top
			USING ERRCODE = 'check_violation', CONSTRAINT = bad.broken;
	END IF;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "slot_occupancy_rules"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('INSERT', 'UPDATE') THEN
		PERFORM check_yard(ARRAY[NEW.cell_id], ARRAY[NEW.container_id]);
	END IF;
	IF TG_OP IN ('DELETE', 'UPDATE') THEN
		PERFORM check_yard(ARRAY[OLD.cell_id], ARRAY[OLD.container_id]);
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "container_footprint_rules"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM check_yard('{}', ARRAY[NEW.id]);
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "slot_occupancy_rules" AFTER INSERT OR UPDATE OR DELETE ON "slot_occupancy"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "slot_occupancy_rules"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "containers_footprint_rules" AFTER INSERT OR UPDATE OF "location", "size_feet" ON "containers"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "container_footprint_rules"();
