CREATE TABLE "container_list_counts" (
	"list" varchar(4) NOT NULL,
	"day" date NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "container_list_counts_list_check" CHECK ("container_list_counts"."list" in ('all', 'yard'))
);
--> statement-breakpoint
CREATE INDEX "container_list_counts_idx" ON "container_list_counts" USING btree ("list","day");--> statement-breakpoint
-- The containers lists' totals per gate-in day (UTC), kept by statement triggers: each statement
-- that inserts, deletes or updates boxes appends its net change per list and day. Appending (never
-- updating a shared row) means writers never wait for each other here. The rows of a day are
-- folded into one by fold_container_list_counts(), which the server calls now and then.
CREATE FUNCTION "container_list_day"(p_gate_in timestamptz) RETURNS date LANGUAGE sql IMMUTABLE AS $$
	SELECT (p_gate_in AT TIME ZONE 'UTC')::date
$$;
--> statement-breakpoint
CREATE FUNCTION "container_list_counts_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO container_list_counts (list, day, n)
	SELECT list, day, sum(n) FROM (
		SELECT 'all' AS list, container_list_day(gate_in_at) AS day, 1 AS n FROM new_rows WHERE deleted_at IS NULL
		UNION ALL
		SELECT 'yard', container_list_day(gate_in_at), 1 FROM new_rows WHERE location IS NOT NULL
	) d GROUP BY list, day;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "container_list_counts_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO container_list_counts (list, day, n)
	SELECT list, day, -sum(n) FROM (
		SELECT 'all' AS list, container_list_day(gate_in_at) AS day, 1 AS n FROM old_rows WHERE deleted_at IS NULL
		UNION ALL
		SELECT 'yard', container_list_day(gate_in_at), 1 FROM old_rows WHERE location IS NOT NULL
	) d GROUP BY list, day;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "container_list_counts_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	-- A move (location to location) or an edit nets to nothing and appends no row.
	INSERT INTO container_list_counts (list, day, n)
	SELECT list, day, sum(n) FROM (
		SELECT 'all' AS list, container_list_day(gate_in_at) AS day, 1 AS n FROM new_rows WHERE deleted_at IS NULL
		UNION ALL
		SELECT 'yard', container_list_day(gate_in_at), 1 FROM new_rows WHERE location IS NOT NULL
		UNION ALL
		SELECT 'all', container_list_day(gate_in_at), -1 FROM old_rows WHERE deleted_at IS NULL
		UNION ALL
		SELECT 'yard', container_list_day(gate_in_at), -1 FROM old_rows WHERE location IS NOT NULL
	) d GROUP BY list, day HAVING sum(n) <> 0;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "container_list_counts_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM container_list_counts;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "container_list_counts_insert" AFTER INSERT ON "containers"
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "container_list_counts_insert"();
--> statement-breakpoint
CREATE TRIGGER "container_list_counts_delete" AFTER DELETE ON "containers"
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "container_list_counts_delete"();
--> statement-breakpoint
CREATE TRIGGER "container_list_counts_update" AFTER UPDATE ON "containers"
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "container_list_counts_update"();
--> statement-breakpoint
CREATE TRIGGER "container_list_counts_truncate" AFTER TRUNCATE ON "containers"
	FOR EACH STATEMENT EXECUTE FUNCTION "container_list_counts_truncate"();
--> statement-breakpoint
-- Folds each list's rows of a day into one (none when they sum to nothing). Rows appended by
-- transactions still open are not seen, so not deleted, and stay for the next fold.
CREATE FUNCTION "fold_container_list_counts"() RETURNS void LANGUAGE sql AS $$
	WITH gone AS (DELETE FROM container_list_counts RETURNING list, day, n)
	INSERT INTO container_list_counts (list, day, n)
	SELECT list, day, sum(n) FROM gone GROUP BY list, day HAVING sum(n) <> 0
$$;
--> statement-breakpoint
-- The boxes already stored.
INSERT INTO "container_list_counts" (list, day, n)
SELECT 'all', container_list_day(gate_in_at), count(*) FROM containers WHERE deleted_at IS NULL GROUP BY 2
UNION ALL
SELECT 'yard', container_list_day(gate_in_at), count(*) FROM containers WHERE location IS NOT NULL GROUP BY 2;
