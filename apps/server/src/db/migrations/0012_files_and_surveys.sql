CREATE TABLE "stored_files" (
	"id" varchar(32) PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"area" varchar(40) NOT NULL,
	"user_id" integer,
	"content_type" varchar(100) NOT NULL,
	"bytes" integer NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "surveys" (
	"id" serial PRIMARY KEY NOT NULL,
	"container_id" integer NOT NULL,
	"condition" varchar(20) NOT NULL,
	"damage_notes" text DEFAULT '' NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"surveyed_by" integer,
	"surveyed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "surveys_condition_check" CHECK ("surveys"."condition" in ('sound', 'damaged'))
);
--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_container_id_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_surveyed_by_users_id_fk" FOREIGN KEY ("surveyed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stored_files_created_idx" ON "stored_files" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "surveys_container_key" ON "surveys" USING btree ("container_id");