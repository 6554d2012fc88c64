CREATE TABLE "yard_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"type" varchar(20) NOT NULL,
	"coordinates" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "yard_locations_type_known" CHECK ("yard_locations"."type" in ('YARD_ZONE', 'TASK_TO_LOCATION')),
	CONSTRAINT "yard_locations_points" CHECK (jsonb_typeof("yard_locations"."coordinates") = 'array' and jsonb_array_length("yard_locations"."coordinates") between 4 and 8)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "yard_locations_name_key" ON "yard_locations" USING btree (lower("name"));