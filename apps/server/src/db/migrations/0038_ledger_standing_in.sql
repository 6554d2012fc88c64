-- Every slot of every box that has a slot in these cells (a long box's other cell too), each with
-- its box and its cell: what the ledger checks a move against. The ledger's lock statement calls
-- it once it holds the cells' locks, saving a round trip per move. VOLATILE, because each query
-- of a volatile function reads a snapshot taken when it runs: called after the locks, it sees
-- what the transactions the statement waited for committed, where the statement's own snapshot
-- is older. PL/pgSQL keeps its plan.
CREATE FUNCTION "ledger_standing_in"(p_cells int[]) RETURNS json LANGUAGE plpgsql VOLATILE AS $$
BEGIN
	RETURN (
		SELECT coalesce(json_agg(s ORDER BY s."containerId", s.position), '[]') FROM (
			SELECT o.container_id AS "containerId", o.cell_id AS "cellId", o.height,
				c.id, c.number, c.size_feet AS "sizeFeet", c.location,
				ce.full_name AS "fullName", ce.row_id AS "rowId", ce.sort_order AS position,
				a.max_height AS "maxHeight", ce.pair_half AS pair
			FROM slot_occupancy o
			JOIN containers c ON c.id = o.container_id
			JOIN cells ce ON ce.id = o.cell_id
			JOIN yard_rows r ON r.id = ce.row_id
			JOIN areas a ON a.id = r.area_id
			-- = ANY(ARRAY(…)) keeps the index in the plan made without the cells' values.
			WHERE o.container_id = ANY(ARRAY(
				SELECT container_id FROM slot_occupancy WHERE cell_id = ANY(p_cells)))
		) s);
END
$$;
