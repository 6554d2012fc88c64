ALTER TABLE "movement_counts" DROP CONSTRAINT "movement_counts_machine_hour_pk";--> statement-breakpoint
ALTER TABLE "movement_counts" ADD COLUMN "machine_id" integer;--> statement-breakpoint
ALTER TABLE "movements" ADD COLUMN "machine_id" integer;--> statement-breakpoint
ALTER TABLE "movement_counts" ADD CONSTRAINT "movement_counts_key" UNIQUE NULLS NOT DISTINCT("machine","machine_id","hour");--> statement-breakpoint
-- The counts follow the movements per machine name and id (0031's function, keyed by both): the
-- task dashboard groups a renamed machine's moves by its id, under its current name.
CREATE OR REPLACE FUNCTION "movement_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO "movement_counts" AS c ("machine", "machine_id", "hour", "productive", "waste")
    SELECT "machine", "machine_id", date_bin('1 hour', "moved_at", timestamptz '2000-01-01 00:00:00+00'),
      -count(*) FILTER (WHERE NOT "shifting"), -count(*) FILTER (WHERE "shifting")
    FROM old_rows WHERE "machine" IS NOT NULL GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ("machine", "machine_id", "hour") DO UPDATE
      SET "productive" = c."productive" + excluded."productive", "waste" = c."waste" + excluded."waste";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "movement_counts" AS c ("machine", "machine_id", "hour", "productive", "waste")
    SELECT "machine", "machine_id", date_bin('1 hour', "moved_at", timestamptz '2000-01-01 00:00:00+00'),
      count(*) FILTER (WHERE NOT "shifting"), count(*) FILTER (WHERE "shifting")
    FROM new_rows WHERE "machine" IS NOT NULL GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ("machine", "machine_id", "hour") DO UPDATE
      SET "productive" = c."productive" + excluded."productive", "waste" = c."waste" + excluded."waste";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
ALTER TABLE "movements_archive" ADD COLUMN "machine_id" integer;
--> statement-breakpoint
-- Moves made before: the machine of that name now (the best there is), counted again at once.
ALTER TABLE "movements" DISABLE TRIGGER "movement_counts_update";--> statement-breakpoint
UPDATE "movements" m SET "machine_id" = k."id" FROM "machines" k
WHERE m."machine" IS NOT NULL AND lower(k."name") = lower(m."machine");--> statement-breakpoint
ALTER TABLE "movements" ENABLE TRIGGER "movement_counts_update";--> statement-breakpoint
DELETE FROM "movement_counts";--> statement-breakpoint
INSERT INTO "movement_counts" ("machine", "machine_id", "hour", "productive", "waste")
SELECT "machine", "machine_id", date_bin('1 hour', "moved_at", timestamptz '2000-01-01 00:00:00+00'),
  count(*) FILTER (WHERE NOT "shifting"), count(*) FILTER (WHERE "shifting")
FROM "movements" WHERE "machine" IS NOT NULL GROUP BY 1, 2, 3;
