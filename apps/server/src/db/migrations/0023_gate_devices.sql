CREATE TABLE "device_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"device_id" varchar(40) NOT NULL,
	"kind" varchar(10) NOT NULL,
	"message_id" varchar(100),
	"part" integer DEFAULT 0 NOT NULL,
	"tag_id" varchar(40),
	"detail" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gate_readers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(40) NOT NULL,
	"reader_type" varchar(20) DEFAULT 'GATEIN' NOT NULL,
	"gate_id" integer,
	"ip" varchar(60) NOT NULL,
	"position_lat" double precision,
	"position_long" double precision,
	"status_last_received" timestamp with time zone,
	"key_hash" varchar(64)
);
--> statement-breakpoint
CREATE TABLE "gates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(60) NOT NULL,
	"type" varchar(3) DEFAULT 'IN' NOT NULL,
	"position_lat" double precision NOT NULL,
	"position_long" double precision NOT NULL,
	"cam_config" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ocr_differences" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"record_id" bigint NOT NULL,
	"field" varchar(40) NOT NULL,
	"suggested" varchar(60) NOT NULL,
	"actual" varchar(60) NOT NULL,
	"user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ocr_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"gate_id" integer NOT NULL,
	"device_id" varchar(40) NOT NULL,
	"log_id" bigint,
	"read_number" varchar(20) NOT NULL,
	"container_size" varchar(4),
	"trailer_number" varchar(20),
	"confidence" double precision,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" varchar(12) DEFAULT 'queued' NOT NULL,
	"handled_at" timestamp with time zone,
	"handled_by" integer,
	"reason" varchar(200)
);
--> statement-breakpoint
ALTER TABLE "gate_readers" ADD CONSTRAINT "gate_readers_gate_id_gates_id_fk" FOREIGN KEY ("gate_id") REFERENCES "public"."gates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ocr_differences" ADD CONSTRAINT "ocr_differences_record_id_ocr_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."ocr_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ocr_differences" ADD CONSTRAINT "ocr_differences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ocr_records" ADD CONSTRAINT "ocr_records_gate_id_gates_id_fk" FOREIGN KEY ("gate_id") REFERENCES "public"."gates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ocr_records" ADD CONSTRAINT "ocr_records_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "device_logs_message_key" ON "device_logs" USING btree ("device_id","message_id","part");--> statement-breakpoint
CREATE INDEX "device_logs_device_idx" ON "device_logs" USING btree ("device_id","id");--> statement-breakpoint
CREATE INDEX "device_logs_kind_idx" ON "device_logs" USING btree ("kind","id");--> statement-breakpoint
CREATE UNIQUE INDEX "gate_readers_name_key" ON "gate_readers" USING btree ("name");--> statement-breakpoint
CREATE INDEX "gate_readers_gate_idx" ON "gate_readers" USING btree ("gate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gates_name_key" ON "gates" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "ocr_records_queue_idx" ON "ocr_records" USING btree ("gate_id","status","id");