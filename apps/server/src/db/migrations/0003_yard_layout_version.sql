-- The yard layout's version: bumped by every statement that changes areas, rows or cells, so
-- each app node can tell in one small query whether the layout it holds is still current.
-- Kept out of the drizzle schema on purpose: the demo reset truncates the schema's tables, and
-- this row must outlive that (the truncate itself bumps it).
CREATE TABLE "yard_layout_version" (
	"id" boolean PRIMARY KEY DEFAULT true CHECK ("id"),
	"version" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "yard_layout_version" ("version") VALUES (1);
--> statement-breakpoint
CREATE FUNCTION "bump_yard_layout_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "yard_layout_version" SET "version" = "version" + 1;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "areas_layout_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "areas"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_yard_layout_version"();
--> statement-breakpoint
CREATE TRIGGER "yard_rows_layout_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "yard_rows"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_yard_layout_version"();
--> statement-breakpoint
CREATE TRIGGER "cells_layout_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "cells"
	FOR EACH STATEMENT EXECUTE FUNCTION "bump_yard_layout_version"();
