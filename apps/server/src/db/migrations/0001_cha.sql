CREATE TABLE "cha_allocations" (
	"id" serial PRIMARY KEY NOT NULL,
	"cha_id" integer NOT NULL,
	"equipments" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cha_allowed_deliveries" (
	"allocation_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"allowed_count" integer NOT NULL,
	"allowed_20" integer DEFAULT 0 NOT NULL,
	"allowed_40" integer DEFAULT 0 NOT NULL,
	"gated_in_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cha_allowed_deliveries_allocation_id_activity_id_pk" PRIMARY KEY("allocation_id","activity_id"),
	CONSTRAINT "cha_allowed_count_check" CHECK ("cha_allowed_deliveries"."allowed_count" >= "cha_allowed_deliveries"."allowed_20" + "cha_allowed_deliveries"."allowed_40")
);
--> statement-breakpoint
CREATE TABLE "chas" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"code" varchar(20),
	"contacts" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cha_allocations" ADD CONSTRAINT "cha_allocations_cha_id_chas_id_fk" FOREIGN KEY ("cha_id") REFERENCES "public"."chas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cha_allowed_deliveries" ADD CONSTRAINT "cha_allowed_deliveries_allocation_id_cha_allocations_id_fk" FOREIGN KEY ("allocation_id") REFERENCES "public"."cha_allocations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cha_allowed_deliveries" ADD CONSTRAINT "cha_allowed_deliveries_activity_id_master_entries_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."master_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cha_allocations_cha_key" ON "cha_allocations" USING btree ("cha_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chas_name_key" ON "chas" USING btree ("name");