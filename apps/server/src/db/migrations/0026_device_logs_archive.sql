-- Device logs move to the archive too (doc 3 §7): those received before an archive run's cut-off.
-- Same columns as device_logs (LIKE, without its defaults, keys or indexes), plus archived_at.
CREATE TABLE "device_logs_archive" (LIKE "device_logs");
--> statement-breakpoint
ALTER TABLE "device_logs_archive" ADD COLUMN "archived_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
ALTER TABLE "device_logs_archive" ADD PRIMARY KEY ("id");
--> statement-breakpoint
CREATE INDEX "device_logs_archive_device_idx" ON "device_logs_archive" ("device_id", "id");
