-- movement_counts follows movements in the statement that changes them: a statement's rows are
-- counted per machine and UTC hour and added (inserted rows) or taken away (deleted rows; an
-- update does both). Rows go in key order, so concurrent statements lock the counts alike.
CREATE FUNCTION "movement_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO "movement_counts" AS c ("machine", "hour", "productive", "waste")
    SELECT "machine", date_bin('1 hour', "moved_at", timestamptz '2000-01-01 00:00:00+00'),
      -count(*) FILTER (WHERE NOT "shifting"), -count(*) FILTER (WHERE "shifting")
    FROM old_rows WHERE "machine" IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("machine", "hour") DO UPDATE
      SET "productive" = c."productive" + excluded."productive", "waste" = c."waste" + excluded."waste";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "movement_counts" AS c ("machine", "hour", "productive", "waste")
    SELECT "machine", date_bin('1 hour', "moved_at", timestamptz '2000-01-01 00:00:00+00'),
      count(*) FILTER (WHERE NOT "shifting"), count(*) FILTER (WHERE "shifting")
    FROM new_rows WHERE "machine" IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("machine", "hour") DO UPDATE
      SET "productive" = c."productive" + excluded."productive", "waste" = c."waste" + excluded."waste";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "movement_counts_insert" AFTER INSERT ON "movements"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "movement_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "movement_counts_update" AFTER UPDATE ON "movements"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "movement_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "movement_counts_delete" AFTER DELETE ON "movements"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "movement_counts_apply"();--> statement-breakpoint
INSERT INTO "movement_counts" ("machine", "hour", "productive", "waste")
SELECT "machine", date_bin('1 hour', "moved_at", timestamptz '2000-01-01 00:00:00+00'),
  count(*) FILTER (WHERE NOT "shifting"), count(*) FILTER (WHERE "shifting")
FROM "movements" WHERE "machine" IS NOT NULL GROUP BY 1, 2;
