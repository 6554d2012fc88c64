CREATE TABLE "erp_holds" (
	"container_number" varchar(11) PRIMARY KEY NOT NULL,
	"reason" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gate_passes" (
	"id" serial PRIMARY KEY NOT NULL,
	"container_number" varchar(11) NOT NULL,
	"gate_pass" varchar(40) NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"boe_date" date
);
--> statement-breakpoint
CREATE TABLE "gate_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" varchar(20) NOT NULL,
	"container_id" integer,
	"container_number" varchar(11),
	"trailer_number" varchar(20),
	"trailer_tag" varchar(20),
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" varchar(80) NOT NULL,
	"key" varchar(200) NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"container_id" integer,
	"container_number" varchar(11) NOT NULL,
	"task_type" varchar(40) NOT NULL,
	"delivery_mode" varchar(40) NOT NULL,
	"from_location" varchar(100),
	"to_location" varchar(100),
	"to_location_details" varchar(100),
	"assigned_to_machine" varchar(60) DEFAULT 'ALL' NOT NULL,
	"source" varchar(20) NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "containers" ADD COLUMN "tag" varchar(20);--> statement-breakpoint
ALTER TABLE "containers" ADD COLUMN "process" varchar(40);--> statement-breakpoint
ALTER TABLE "gate_transactions" ADD CONSTRAINT "gate_transactions_container_id_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."containers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_transactions" ADD CONSTRAINT "gate_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_container_id_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gate_passes_number_pass_key" ON "gate_passes" USING btree ("container_number","gate_pass");--> statement-breakpoint
CREATE INDEX "gate_transactions_kind_at_idx" ON "gate_transactions" USING btree ("kind","at");--> statement-breakpoint
CREATE INDEX "idempotency_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "tasks_container_idx" ON "tasks" USING btree ("container_id");--> statement-breakpoint
CREATE INDEX "tasks_open_idx" ON "tasks" USING btree ("created_at") WHERE "tasks"."completed_at" is null;