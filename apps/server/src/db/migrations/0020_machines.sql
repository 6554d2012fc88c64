CREATE TABLE "itvs" (
	"id" serial PRIMARY KEY NOT NULL,
	"itv_number" varchar(20) NOT NULL,
	"trailer_number" varchar(20) NOT NULL,
	"device_installed" boolean DEFAULT false NOT NULL,
	"status" varchar(20) DEFAULT 'Working' NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"last_data_received" timestamp with time zone,
	"machine_name" varchar(60),
	CONSTRAINT "itvs_status_known" CHECK ("itvs"."status" in ('Working', 'Idle', 'Break-Down')),
	CONSTRAINT "itvs_position_whole" CHECK (("itvs"."lat" is null) = ("itvs"."lng" is null))
);
--> statement-breakpoint
CREATE TABLE "machine_allocations" (
	"id" serial PRIMARY KEY NOT NULL,
	"machine_id" integer NOT NULL,
	"area_id" integer NOT NULL,
	"from_time" timestamp with time zone NOT NULL,
	"to_time" timestamp with time zone NOT NULL,
	CONSTRAINT "machine_allocations_order" CHECK ("machine_allocations"."to_time" > "machine_allocations"."from_time")
);
--> statement-breakpoint
CREATE TABLE "machine_shifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(60) NOT NULL,
	"from_hour" smallint NOT NULL,
	"from_minute" smallint NOT NULL,
	"to_hour" smallint NOT NULL,
	"to_minute" smallint NOT NULL,
	CONSTRAINT "machine_shifts_times" CHECK ("machine_shifts"."from_hour" between 0 and 23 and "machine_shifts"."to_hour" between 0 and 23 and "machine_shifts"."from_minute" between 0 and 59 and "machine_shifts"."to_minute" between 0 and 59)
);
--> statement-breakpoint
CREATE TABLE "machines" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(60) NOT NULL,
	"type" varchar(40) NOT NULL,
	"status" varchar(20) DEFAULT 'Working' NOT NULL,
	"label" varchar(1),
	"rfid_installed" boolean DEFAULT false NOT NULL,
	"zone" varchar(100),
	"lat" double precision,
	"lng" double precision,
	"last_data_received" timestamp with time zone,
	CONSTRAINT "machines_type_known" CHECK ("machines"."type" in ('Reach-Stacker', 'Fork-Lift', 'Rubber Tyre Gantry')),
	CONSTRAINT "machines_status_known" CHECK ("machines"."status" in ('Working', 'Idle', 'Break-Down')),
	CONSTRAINT "machines_label_letter" CHECK ("machines"."label" ~ '^[A-XZ]$'),
	CONSTRAINT "machines_position_whole" CHECK (("machines"."lat" is null) = ("machines"."lng" is null))
);
--> statement-breakpoint
ALTER TABLE "machine_allocations" ADD CONSTRAINT "machine_allocations_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machine_allocations" ADD CONSTRAINT "machine_allocations_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "itvs_itv_number_key" ON "itvs" USING btree (lower("itv_number"));--> statement-breakpoint
CREATE UNIQUE INDEX "itvs_trailer_number_key" ON "itvs" USING btree (lower("trailer_number"));--> statement-breakpoint
CREATE INDEX "machine_allocations_machine_idx" ON "machine_allocations" USING btree ("machine_id","from_time");--> statement-breakpoint
CREATE INDEX "machine_allocations_time_idx" ON "machine_allocations" USING btree ("from_time","to_time");--> statement-breakpoint
CREATE UNIQUE INDEX "machine_shifts_name_key" ON "machine_shifts" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "machines_name_key" ON "machines" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "machines_label_key" ON "machines" USING btree ("label") WHERE "machines"."label" is not null;