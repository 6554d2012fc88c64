CREATE TABLE "itv_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"container_id" integer,
	"container_number" varchar(11) NOT NULL,
	"size" smallint,
	"trailer" varchar(40) NOT NULL,
	"task_type" varchar(40) NOT NULL,
	"from_location" varchar(100) NOT NULL,
	"to_location" varchar(100) NOT NULL,
	"to_location_details" varchar(100),
	"parent_task_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "on_priority" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "parent_task_id" integer;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "completed_by" integer;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "itv_tasks" ADD CONSTRAINT "itv_tasks_container_id_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itv_tasks" ADD CONSTRAINT "itv_tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "itv_tasks_created_idx" ON "itv_tasks" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "itv_tasks_container_idx" ON "itv_tasks" USING btree ("container_id");--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_completed_by_users_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tasks_created_idx" ON "tasks" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "tasks_machine_open_idx" ON "tasks" USING btree ("assigned_to_machine","created_at") WHERE "tasks"."completed_at" is null;--> statement-breakpoint
CREATE INDEX "tasks_number_trgm_idx" ON "tasks" USING gin ("container_number" gin_trgm_ops);--> statement-breakpoint
-- The archive keeps the same columns; rows are copied into it by name (archive.repository.ts).
ALTER TABLE "tasks_archive" ADD COLUMN "on_priority" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tasks_archive" ADD COLUMN "parent_task_id" integer;--> statement-breakpoint
ALTER TABLE "tasks_archive" ADD COLUMN "completed_by" integer;--> statement-breakpoint
ALTER TABLE "tasks_archive" ADD COLUMN "updated_at" timestamp with time zone;
