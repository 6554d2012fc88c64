CREATE TABLE "plan_containers" (
	"container_id" integer PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"location" varchar(100) NOT NULL,
	"planning_order" smallint NOT NULL,
	"reason" varchar(200)
);
--> statement-breakpoint
CREATE TABLE "planning_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"weights" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "planning_settings_one_row" CHECK ("planning_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(60) NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plan_containers" ADD CONSTRAINT "plan_containers_container_id_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_containers" ADD CONSTRAINT "plan_containers_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planning_settings" ADD CONSTRAINT "planning_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_containers_plan_idx" ON "plan_containers" USING btree ("plan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_containers_location_key" ON "plan_containers" USING btree ("location");--> statement-breakpoint
CREATE UNIQUE INDEX "plans_name_key" ON "plans" USING btree (lower("name"));