-- Shifting tasks that clear a buried box: linked to the task whose box they clear (a deleted task
-- lets go of its shifts), with their order (1, the top box, first) and their time in the
-- machine's queue (the task's creation: they come just ahead of it). The archive keeps both too
-- (its rows are copied by column name).
ALTER TABLE "tasks" ADD COLUMN "shift_order" smallint;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "queued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_parent_task_id_tasks_id_fk" FOREIGN KEY ("parent_task_id") REFERENCES "public"."tasks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tasks_parent_idx" ON "tasks" USING btree ("parent_task_id") WHERE "tasks"."parent_task_id" is not null;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_shift_order_check" CHECK ("tasks"."shift_order" >= 1);--> statement-breakpoint
ALTER TABLE "tasks_archive" ADD COLUMN "shift_order" smallint;--> statement-breakpoint
ALTER TABLE "tasks_archive" ADD COLUMN "queued_at" timestamp with time zone;
