ALTER TABLE "containers" ADD COLUMN "vessel" varchar(60);--> statement-breakpoint
ALTER TABLE "containers" ADD COLUMN "expected_departure_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "containers" ADD COLUMN "hazardous" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "containers" ADD COLUMN "job_order" varchar(30);--> statement-breakpoint
-- The archive keeps every column of a container (migration 0019 made it LIKE containers); rows
-- are copied into it by column name, so its new columns may come after archived_at.
ALTER TABLE "containers_archive" ADD COLUMN "vessel" varchar(60);--> statement-breakpoint
ALTER TABLE "containers_archive" ADD COLUMN "expected_departure_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "containers_archive" ADD COLUMN "hazardous" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "containers_archive" ADD COLUMN "job_order" varchar(30);
