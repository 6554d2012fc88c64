CREATE TABLE "task_list_counts" (
	"list" varchar(4) NOT NULL,
	"day" date NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "task_list_counts_list_check" CHECK ("task_list_counts"."list" in ('all', 'open'))
);
--> statement-breakpoint
DROP INDEX "tasks_open_idx";--> statement-breakpoint
CREATE INDEX "task_list_counts_idx" ON "task_list_counts" USING btree ("list","day");--> statement-breakpoint
CREATE INDEX "tasks_search_trgm_idx" ON "tasks" USING gin (("container_number" || chr(1) || "task_type" || chr(1) || "delivery_mode" || chr(1) || coalesce("from_location", '') || chr(1) || coalesce("to_location", '') || chr(1) || coalesce("to_location_details", '') || chr(1) || "assigned_to_machine") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tasks_open_idx" ON "tasks" USING btree ("created_at","id") WHERE "tasks"."completed_at" is null;--> statement-breakpoint
-- The task lists' totals per creation day (UTC), kept as the containers lists' are (0022): each
-- statement that inserts, deletes or updates tasks appends its net change per list ('all', 'open')
-- and day, never updating a shared row, so writers never wait for each other here.
CREATE FUNCTION "task_list_counts_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO task_list_counts (list, day, n)
	SELECT list, day, sum(n) FROM (
		SELECT 'all' AS list, container_list_day(created_at) AS day, 1 AS n FROM new_rows
		UNION ALL
		SELECT 'open', container_list_day(created_at), 1 FROM new_rows WHERE completed_at IS NULL
	) d GROUP BY list, day;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "task_list_counts_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO task_list_counts (list, day, n)
	SELECT list, day, -sum(n) FROM (
		SELECT 'all' AS list, container_list_day(created_at) AS day, 1 AS n FROM old_rows
		UNION ALL
		SELECT 'open', container_list_day(created_at), 1 FROM old_rows WHERE completed_at IS NULL
	) d GROUP BY list, day;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "task_list_counts_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- Only a completion (or a changed creation time) moves a count; an edit appends no row.
	INSERT INTO task_list_counts (list, day, n)
	SELECT list, day, sum(n) FROM (
		SELECT 'all' AS list, container_list_day(created_at) AS day, 1 AS n FROM new_rows
		UNION ALL
		SELECT 'open', container_list_day(created_at), 1 FROM new_rows WHERE completed_at IS NULL
		UNION ALL
		SELECT 'all', container_list_day(created_at), -1 FROM old_rows
		UNION ALL
		SELECT 'open', container_list_day(created_at), -1 FROM old_rows WHERE completed_at IS NULL
	) d GROUP BY list, day HAVING sum(n) <> 0;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "task_list_counts_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM task_list_counts;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "task_list_counts_insert" AFTER INSERT ON "tasks"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "task_list_counts_insert"();
--> statement-breakpoint
CREATE TRIGGER "task_list_counts_delete" AFTER DELETE ON "tasks"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "task_list_counts_delete"();
--> statement-breakpoint
CREATE TRIGGER "task_list_counts_update" AFTER UPDATE ON "tasks"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "task_list_counts_update"();
--> statement-breakpoint
CREATE TRIGGER "task_list_counts_truncate" AFTER TRUNCATE ON "tasks"
	FOR EACH STATEMENT EXECUTE FUNCTION "task_list_counts_truncate"();
--> statement-breakpoint
-- Folds each list's rows of a day into one (none when they sum to nothing); rows of transactions
-- still open are not seen, so not deleted, and stay for the next fold.
CREATE FUNCTION "fold_task_list_counts"() RETURNS void LANGUAGE sql AS $$
	WITH gone AS (DELETE FROM task_list_counts RETURNING list, day, n)
	INSERT INTO task_list_counts (list, day, n)
	SELECT list, day, sum(n) FROM gone GROUP BY list, day HAVING sum(n) <> 0
$$;
--> statement-breakpoint
-- The tasks already stored.
INSERT INTO "task_list_counts" (list, day, n)
SELECT 'all', container_list_day(created_at), count(*) FROM tasks GROUP BY 2
UNION ALL
SELECT 'open', container_list_day(created_at), count(*) FROM tasks WHERE completed_at IS NULL GROUP BY 2;
