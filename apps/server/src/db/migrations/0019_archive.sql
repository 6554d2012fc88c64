-- The archive (doc 3 §7 "archive data"): dispatched boxes older than the cut-off and what hangs
-- on them, moved out of the live tables by the archive service. Same columns as the live tables
-- (LIKE, without their defaults, keys or triggers), plus when each row was archived.
CREATE TABLE "containers_archive" (LIKE "containers");
--> statement-breakpoint
ALTER TABLE "containers_archive" ADD COLUMN "archived_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
ALTER TABLE "containers_archive" ADD PRIMARY KEY ("id");
--> statement-breakpoint
CREATE INDEX "containers_archive_number_idx" ON "containers_archive" ("number");
--> statement-breakpoint
CREATE TABLE "movements_archive" (LIKE "movements");
--> statement-breakpoint
ALTER TABLE "movements_archive" ADD COLUMN "archived_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
ALTER TABLE "movements_archive" ADD PRIMARY KEY ("id");
--> statement-breakpoint
CREATE INDEX "movements_archive_container_idx" ON "movements_archive" ("container_id");
--> statement-breakpoint
CREATE TABLE "tasks_archive" (LIKE "tasks");
--> statement-breakpoint
ALTER TABLE "tasks_archive" ADD COLUMN "archived_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
ALTER TABLE "tasks_archive" ADD PRIMARY KEY ("id");
--> statement-breakpoint
CREATE INDEX "tasks_archive_container_idx" ON "tasks_archive" ("container_id");
--> statement-breakpoint
CREATE TABLE "surveys_archive" (LIKE "surveys");
--> statement-breakpoint
ALTER TABLE "surveys_archive" ADD COLUMN "archived_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
ALTER TABLE "surveys_archive" ADD PRIMARY KEY ("id");
--> statement-breakpoint
CREATE INDEX "containers_dispatch_at_idx" ON "containers" ("dispatch_at") WHERE "dispatch_at" IS NOT NULL;
