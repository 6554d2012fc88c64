-- Why a task has its machine: the rule's choice (allocated to the area, nearest, none) or a
-- person's (chosen, moved), as json. Tasks made before have none. The archive keeps it too (its
-- rows are copied by column name).
ALTER TABLE "tasks" ADD COLUMN "assignment_reason" jsonb;--> statement-breakpoint
ALTER TABLE "tasks_archive" ADD COLUMN "assignment_reason" jsonb;
