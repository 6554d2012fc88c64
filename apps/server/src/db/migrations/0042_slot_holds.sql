-- Slot holds (docs/architecture/slot-holds.md): the destination of an open task and every slot of
-- a saved plan whose box still waits are promised to that box. The database keeps them, as it
-- keeps the yard's rules (migration 0007): the primary key promises a slot once; triggers on tasks
-- and plan_containers hold and release in the transaction that changes the task or plan; the yard
-- refuses any other box in a held slot at commit. Each hold, like each move, first locks the cell
-- row of its column (FOR NO KEY UPDATE, in id order), so a hold and a move into one slot are
-- served one after the other and the second sees what the first committed.
CREATE TABLE "slot_holds" (
	"cell_id" integer NOT NULL,
	"height" smallint NOT NULL,
	"container_id" integer,
	"task_id" integer,
	"plan_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slot_holds_cell_id_height_pk" PRIMARY KEY("cell_id","height"),
	CONSTRAINT "slot_holds_one_holder" CHECK (num_nonnulls("slot_holds"."task_id", "slot_holds"."plan_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "slot_holds" ADD CONSTRAINT "slot_holds_cell_id_cells_id_fk" FOREIGN KEY ("cell_id") REFERENCES "public"."cells"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_holds" ADD CONSTRAINT "slot_holds_container_id_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_holds" ADD CONSTRAINT "slot_holds_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_holds" ADD CONSTRAINT "slot_holds_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "slot_holds_task_idx" ON "slot_holds" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "slot_holds_plan_idx" ON "slot_holds" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "slot_holds_container_idx" ON "slot_holds" USING btree ("container_id");--> statement-breakpoint
CREATE INDEX "slot_holds_created_idx" ON "slot_holds" USING btree ("created_at");
--> statement-breakpoint
-- The slots a location names (one key, or two comma-joined for a long box), each with the cell
-- it is on, read as parseLocation reads them (packages/domain/src/yard/slot-key.ts); none when a
-- key is not a slot key or any key names no cell.
CREATE FUNCTION "location_slots"(p_location text)
RETURNS TABLE (cell_id int, height int, slot text) LANGUAGE plpgsql STABLE AS $$
DECLARE
	keys text[] := array(
		SELECT regexp_replace(k, '^\s+|\s+$', '', 'g')
		FROM unnest(string_to_array(coalesce(p_location, ''), ',')) AS k);
BEGIN
	IF cardinality(keys) NOT BETWEEN 1 AND 2 OR EXISTS (
		SELECT 1 FROM unnest(keys) AS k
		WHERE k !~ '^[A-Za-z0-9-]+(_[A-Za-z0-9-]+)*_[A-Za-z0-9-]+_[A-Za-z0-9-]+_[0-9]$') THEN
		RETURN;
	END IF;
	RETURN QUERY
		WITH found AS (
			SELECT ce.id, right(k, 1)::int AS h, k
			FROM unnest(keys) AS k
			JOIN cells ce ON ce.full_name = left(k, -2))
		SELECT found.id, found.h, found.k FROM found
		WHERE (SELECT count(*) FROM found) = cardinality(keys);
END
$$;
--> statement-breakpoint
-- Where a task takes its box, as destinationSlot says (packages/domain/src/tasks/task-rules.ts):
-- the slot chosen for a Slot destination, or a slot key written into toLocation.
CREATE FUNCTION "task_destination"(p_to text, p_details text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
	SELECT CASE
		WHEN lower(regexp_replace(coalesce(p_to, ''), '^\s+|\s+$', '', 'g')) = 'slot' THEN p_details
		ELSE p_to
	END
$$;
--> statement-breakpoint
-- Who holds a slot, in the refusals' words (SLOT_HOLD_MESSAGES): `task 123 (CMAU5478492)`,
-- `plan Vessel 7 (CMAU5478492)`.
CREATE FUNCTION "slot_holder_label"(p_task int, p_plan int, p_container int)
RETURNS text LANGUAGE sql STABLE AS $$
	SELECT coalesce(
		(SELECT 'task ' || t.id || ' (' || t.container_number || ')' FROM tasks t WHERE t.id = p_task),
		(SELECT 'plan ' || p.name || ' (' || coalesce(c.number, '-') || ')'
		 FROM plans p LEFT JOIN containers c ON c.id = p_container WHERE p.id = p_plan))
$$;
--> statement-breakpoint
-- Promises the slots of `p_location` to the box `p_container` for a task or a plan. Refused when
-- another box stands there or another promise holds it. A task for the box a plan holds the slot
-- for carries the plan out: the task holds the slot from then (and gives it back to the plan if
-- it goes without its box arriving: slot_holds_given_back); a plan for the box its task already
-- takes there leaves the task holding it.
CREATE FUNCTION "hold_slots"(p_location text, p_container int, p_task int, p_plan int)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	wanted record;
	held record;
	occupant text;
BEGIN
	FOR wanted IN SELECT * FROM location_slots(p_location) ORDER BY 1 LOOP
		PERFORM 1 FROM cells WHERE id = wanted.cell_id FOR NO KEY UPDATE;
		SELECT c.number INTO occupant
		FROM slot_occupancy o JOIN containers c ON c.id = o.container_id
		WHERE o.cell_id = wanted.cell_id AND o.height = wanted.height
			AND o.container_id IS DISTINCT FROM p_container;
		IF FOUND THEN
			RAISE EXCEPTION 'Slot % is taken by %: only a free slot can be held', wanted.slot, occupant
				USING ERRCODE = 'check_violation', CONSTRAINT = 'slot_hold_free';
		END IF;
		SELECT * INTO held FROM slot_holds h
		WHERE h.cell_id = wanted.cell_id AND h.height = wanted.height;
		IF NOT FOUND THEN
			INSERT INTO slot_holds (cell_id, height, container_id, task_id, plan_id)
			VALUES (wanted.cell_id, wanted.height, p_container, p_task, p_plan);
		ELSIF coalesce(held.container_id = p_container, false) AND held.plan_id IS NOT NULL
			AND p_task IS NOT NULL THEN
			UPDATE slot_holds SET task_id = p_task, plan_id = NULL, created_at = now()
			WHERE cell_id = wanted.cell_id AND height = wanted.height;
		ELSIF coalesce(held.container_id = p_container, false) AND held.task_id IS NOT NULL
			AND p_plan IS NOT NULL THEN
			NULL;
		ELSE
			RAISE EXCEPTION 'Slot % is held by %', wanted.slot,
				slot_holder_label(held.task_id, held.plan_id, held.container_id)
				USING ERRCODE = 'check_violation', CONSTRAINT = 'slot_held';
		END IF;
	END LOOP;
END
$$;
--> statement-breakpoint
-- An open task holds its destination; editing it to another slot (or box) moves the hold,
-- completing it releases it, and deleting it releases it by the foreign key.
CREATE FUNCTION "task_slot_holds"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' THEN
		DELETE FROM slot_holds WHERE task_id = NEW.id;
	END IF;
	IF NEW.completed_at IS NULL THEN
		PERFORM hold_slots(task_destination(NEW.to_location, NEW.to_location_details),
			NEW.container_id, NEW.id, NULL);
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "tasks_slot_holds" AFTER INSERT ON "tasks"
	FOR EACH ROW WHEN (NEW.completed_at IS NULL) EXECUTE FUNCTION "task_slot_holds"();
--> statement-breakpoint
CREATE TRIGGER "tasks_slot_holds_changed"
	AFTER UPDATE OF "to_location", "to_location_details", "container_id", "completed_at" ON "tasks"
	FOR EACH ROW WHEN (
		OLD.to_location IS DISTINCT FROM NEW.to_location
		OR OLD.to_location_details IS DISTINCT FROM NEW.to_location_details
		OR OLD.container_id IS DISTINCT FROM NEW.container_id
		OR OLD.completed_at IS DISTINCT FROM NEW.completed_at)
	EXECUTE FUNCTION "task_slot_holds"();
--> statement-breakpoint
-- A saved plan holds the slot of each of its boxes still waiting (not in the yard, not gone).
CREATE FUNCTION "plan_slot_holds"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') THEN
		DELETE FROM slot_holds WHERE plan_id = OLD.plan_id AND container_id = OLD.container_id;
	END IF;
	IF TG_OP IN ('INSERT', 'UPDATE') AND EXISTS (
		SELECT 1 FROM containers
		WHERE id = NEW.container_id AND location IS NULL AND dispatch_at IS NULL) THEN
		PERFORM hold_slots(NEW.location, NEW.container_id, NULL, NEW.plan_id);
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "plan_containers_slot_holds" AFTER INSERT OR UPDATE OR DELETE ON "plan_containers"
	FOR EACH ROW EXECUTE FUNCTION "plan_slot_holds"();
--> statement-breakpoint
-- A task that took over its box's plan slot and goes before the box arrives gives it back.
CREATE FUNCTION "slot_holds_given_back"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO slot_holds (cell_id, height, container_id, plan_id)
	SELECT OLD.cell_id, OLD.height, pc.container_id, pc.plan_id
	FROM plan_containers pc
	JOIN containers c ON c.id = pc.container_id AND c.location IS NULL AND c.dispatch_at IS NULL
	WHERE pc.container_id = OLD.container_id
		AND EXISTS (SELECT 1 FROM location_slots(pc.location) s
		            WHERE s.cell_id = OLD.cell_id AND s.height = OLD.height)
	ON CONFLICT DO NOTHING;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "slot_holds_given_back" AFTER DELETE ON "slot_holds"
	FOR EACH ROW WHEN (OLD.task_id IS NOT NULL AND OLD.container_id IS NOT NULL)
	EXECUTE FUNCTION "slot_holds_given_back"();
--> statement-breakpoint
-- A box arriving in the yard ends its plans' promises: a plan holds slots for waiting boxes (the
-- planning engine reads plans so too). One delete per statement, however many boxes it placed.
CREATE FUNCTION "slot_occupancy_ends_plan_holds"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM slot_holds h USING placed p
	WHERE h.container_id = p.container_id AND h.plan_id IS NOT NULL;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "slot_occupancy_ends_plan_holds" AFTER INSERT ON "slot_occupancy"
	REFERENCING NEW TABLE AS placed
	FOR EACH STATEMENT EXECUTE FUNCTION "slot_occupancy_ends_plan_holds"();
--> statement-breakpoint
-- No box stands in a slot held for another box. Checked at commit, as the yard's rules are (a
-- transaction may release a hold after the move), on the given cells: the row trigger below
-- calls it for the slots a transaction filled, a bulk load once for everything.
CREATE FUNCTION "check_slot_holds"(p_cells int[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	bad record;
BEGIN
	PERFORM 1 FROM cells WHERE id = ANY(p_cells) ORDER BY id FOR NO KEY UPDATE;
	SELECT ce.full_name || '_' || o.height AS slot,
		slot_holder_label(h.task_id, h.plan_id, h.container_id) AS holder INTO bad
	FROM slot_occupancy o
	JOIN slot_holds h ON h.cell_id = o.cell_id AND h.height = o.height
	JOIN cells ce ON ce.id = o.cell_id
	WHERE o.cell_id = ANY(p_cells) AND h.container_id IS DISTINCT FROM o.container_id
	LIMIT 1;
	IF FOUND THEN
		RAISE EXCEPTION 'Slot % is held by %', bad.slot, bad.holder
			USING ERRCODE = 'check_violation', CONSTRAINT = 'slot_held';
	END IF;
END
$$;
--> statement-breakpoint
ALTER FUNCTION "check_slot_holds"(int[]) SET plan_cache_mode = force_generic_plan;
--> statement-breakpoint
CREATE FUNCTION "slot_occupancy_holds"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM check_slot_holds(ARRAY[NEW.cell_id]);
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "slot_occupancy_holds" AFTER INSERT OR UPDATE ON "slot_occupancy"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "slot_occupancy_holds"();
--> statement-breakpoint
-- The holds on these cells, read once the ledger holds their locks (VOLATILE: a snapshot taken
-- when it runs, as ledger_standing_in, migration 0038): a move into a slot held for another box
-- is refused before anything is written.
CREATE FUNCTION "ledger_holds_in"(p_cells int[]) RETURNS json LANGUAGE plpgsql VOLATILE AS $$
BEGIN
	RETURN (
		SELECT coalesce(json_agg(json_build_object(
			'cellId', h.cell_id, 'height', h.height, 'containerId', h.container_id,
			'taskId', h.task_id, 'planId', h.plan_id, 'planName', p.name,
			'containerNumber', coalesce(t.container_number, c.number, '-'))), '[]')
		FROM slot_holds h
		LEFT JOIN tasks t ON t.id = h.task_id
		LEFT JOIN plans p ON p.id = h.plan_id
		LEFT JOIN containers c ON c.id = h.container_id
		WHERE h.cell_id = ANY(p_cells));
END
$$;
--> statement-breakpoint
ALTER FUNCTION "ledger_holds_in"(int[]) SET plan_cache_mode = force_generic_plan;
--> statement-breakpoint
-- Open screens and each node's kept planning yard hear of every change to the holds, whichever
-- feature made it: one 'slot.holds-changed' event per transaction, through the outbox (migration
-- 0033), sent when the transaction commits.
CREATE FUNCTION "slot_holds_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF current_setting('yardline.slot_holds_changed', true) IS DISTINCT FROM 'yes' THEN
		PERFORM set_config('yardline.slot_holds_changed', 'yes', true);
		INSERT INTO event_outbox (payload) VALUES (json_build_object(
			'type', 'slot.holds-changed',
			'at', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
			'data', json_build_object())::text);
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "slot_holds_changed" AFTER INSERT OR UPDATE OR DELETE ON "slot_holds"
	FOR EACH ROW EXECUTE FUNCTION "slot_holds_changed"();
