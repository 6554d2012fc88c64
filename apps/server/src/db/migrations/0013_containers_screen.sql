DROP INDEX "containers_number_in_yard_key";--> statement-breakpoint
ALTER TABLE "containers" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "containers_number_prefix_idx" ON "containers" USING btree ("number" varchar_pattern_ops,"id");--> statement-breakpoint
CREATE INDEX "containers_igm_prefix_idx" ON "containers" USING btree ("igm" varchar_pattern_ops) WHERE "containers"."igm" is not null;--> statement-breakpoint
CREATE INDEX "containers_all_list_idx" ON "containers" USING btree ("gate_in_at","id") WHERE "containers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "containers_yard_list_idx" ON "containers" USING btree ("gate_in_at","id") WHERE "containers"."location" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "containers_number_in_yard_key" ON "containers" USING btree ("number") WHERE "containers"."dispatch_at" is null and "containers"."deleted_at" is null;