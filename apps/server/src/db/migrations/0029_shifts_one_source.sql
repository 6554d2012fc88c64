-- The shifts screen's table is the one source of shifts: the master list's shifts move into it
-- (names it already has are kept as they are) and /rest/master/shifts reads it from now on.
INSERT INTO "machine_shifts" ("name", "from_hour", "from_minute", "to_hour", "to_minute")
SELECT DISTINCT ON (lower(e."name")) e."name",
  substr(e."code", 1, 2)::smallint, substr(e."code", 4, 2)::smallint,
  substr(e."code", 7, 2)::smallint, substr(e."code", 10, 2)::smallint
FROM "master_entries" e
WHERE e."list" = 'shifts'
  AND e."code" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]-([01][0-9]|2[0-3]):[0-5][0-9]$'
  AND substr(e."code", 1, 5) <> substr(e."code", 7, 5) AND length(e."name") <= 60
  AND NOT EXISTS (SELECT 1 FROM "machine_shifts" s WHERE lower(s."name") = lower(e."name"))
ORDER BY lower(e."name"), e."id";--> statement-breakpoint
DELETE FROM "master_entries" WHERE "list" = 'shifts';
