CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"action" varchar(60) NOT NULL,
	"entity" varchar(60) NOT NULL,
	"entity_id" varchar(100),
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" varchar(100) NOT NULL,
	"ip" varchar(64) NOT NULL,
	"succeeded" boolean NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_permissions" (
	"role_id" integer PRIMARY KEY NOT NULL,
	"flags" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(60) NOT NULL,
	"admin_created" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "server_keys" (
	"name" varchar(60) PRIMARY KEY NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_access_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" varchar(64),
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" varchar(100) NOT NULL,
	"password_hash" text NOT NULL,
	"email" varchar(200),
	"phone" varchar(40),
	"address" text,
	"role_id" integer NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"entered_by" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "containers" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" varchar(11) NOT NULL,
	"size_type" varchar(4) NOT NULL,
	"size_feet" smallint NOT NULL,
	"liner_id" integer,
	"customer_id" integer,
	"category" varchar(40),
	"igm" varchar(20),
	"item" varchar(10),
	"gate_in_at" timestamp with time zone NOT NULL,
	"dispatch_at" timestamp with time zone,
	"planned" boolean DEFAULT false NOT NULL,
	"movement_alert" boolean DEFAULT false NOT NULL,
	"location_updated_by" varchar(100),
	"last_moved_at" timestamp with time zone,
	CONSTRAINT "containers_size_check" CHECK ("containers"."size_feet" in (20, 40, 45))
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"code" varchar(20)
);
--> statement-breakpoint
CREATE TABLE "liners" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(80) NOT NULL,
	"color" varchar(7) NOT NULL,
	"prefixes" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "master_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"list" varchar(40) NOT NULL,
	"name" varchar(120) NOT NULL,
	"code" varchar(40),
	"parent_id" integer,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "metadata" (
	"key" varchar(80) PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(40) NOT NULL,
	"max_height" smallint NOT NULL,
	"forty_foot_pairs" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "areas_max_height_check" CHECK ("areas"."max_height" between 1 and 9)
);
--> statement-breakpoint
CREATE TABLE "cells" (
	"id" serial PRIMARY KEY NOT NULL,
	"row_id" integer NOT NULL,
	"name" varchar(20) NOT NULL,
	"full_name" varchar(80) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slot_occupancy" (
	"cell_id" integer NOT NULL,
	"height" smallint NOT NULL,
	"container_id" integer NOT NULL,
	CONSTRAINT "slot_occupancy_cell_id_height_pk" PRIMARY KEY("cell_id","height"),
	CONSTRAINT "slot_occupancy_height_check" CHECK ("slot_occupancy"."height" between 0 and 9)
);
--> statement-breakpoint
CREATE TABLE "yard_rows" (
	"id" serial PRIMARY KEY NOT NULL,
	"area_id" integer NOT NULL,
	"name" varchar(20) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "containers" ADD CONSTRAINT "containers_liner_id_liners_id_fk" FOREIGN KEY ("liner_id") REFERENCES "public"."liners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "containers" ADD CONSTRAINT "containers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metadata" ADD CONSTRAINT "metadata_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cells" ADD CONSTRAINT "cells_row_id_yard_rows_id_fk" FOREIGN KEY ("row_id") REFERENCES "public"."yard_rows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_occupancy" ADD CONSTRAINT "slot_occupancy_cell_id_cells_id_fk" FOREIGN KEY ("cell_id") REFERENCES "public"."cells"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_occupancy" ADD CONSTRAINT "slot_occupancy_container_id_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "yard_rows" ADD CONSTRAINT "yard_rows_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id");--> statement-breakpoint
CREATE INDEX "login_attempts_username_idx" ON "login_attempts" USING btree (lower("username"),"at");--> statement-breakpoint
CREATE INDEX "login_attempts_ip_idx" ON "login_attempts" USING btree ("ip","at");--> statement-breakpoint
CREATE UNIQUE INDEX "roles_name_lower_key" ON "roles" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_key" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "containers_number_in_yard_key" ON "containers" USING btree ("number") WHERE "containers"."dispatch_at" is null;--> statement-breakpoint
CREATE INDEX "containers_number_trgm_idx" ON "containers" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "containers_gate_in_idx" ON "containers" USING btree ("gate_in_at");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_name_key" ON "customers" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "liners_name_key" ON "liners" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "master_entries_list_name_key" ON "master_entries" USING btree ("list",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "areas_name_key" ON "areas" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "cells_full_name_key" ON "cells" USING btree ("full_name");--> statement-breakpoint
CREATE UNIQUE INDEX "cells_row_name_key" ON "cells" USING btree ("row_id","name");--> statement-breakpoint
CREATE INDEX "slot_occupancy_container_idx" ON "slot_occupancy" USING btree ("container_id");--> statement-breakpoint
CREATE UNIQUE INDEX "yard_rows_area_name_key" ON "yard_rows" USING btree ("area_id","name");