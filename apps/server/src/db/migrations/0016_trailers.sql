CREATE TABLE "permanent_trailers" (
	"id" serial PRIMARY KEY NOT NULL,
	"trailer_number" varchar(20) NOT NULL,
	"trailer_tag" varchar(20) NOT NULL,
	"trailer_type" varchar(40) DEFAULT '' NOT NULL,
	"transporter" varchar(100) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pla_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"trailer_tag_number" varchar(20) NOT NULL,
	"pla_card_number" varchar(20) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trailers" (
	"id" serial PRIMARY KEY NOT NULL,
	"trailer_tag_id" varchar(20) NOT NULL,
	"trailer_tag_id1" varchar(20),
	"trailer_tag_id2" varchar(20),
	"trailer_number" varchar(20) NOT NULL,
	"entry_date" timestamp with time zone DEFAULT now() NOT NULL,
	"out_date" timestamp with time zone,
	"container_number" varchar(11),
	"trailer_type" varchar(40),
	"type" varchar(40),
	"pla_card1" varchar(20),
	"pla_card2" varchar(20),
	"dispatch_mode" varchar(40),
	"dispatched_by" integer
);
--> statement-breakpoint
ALTER TABLE "trailers" ADD CONSTRAINT "trailers_dispatched_by_users_id_fk" FOREIGN KEY ("dispatched_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "permanent_trailers_number_key" ON "permanent_trailers" USING btree (lower("trailer_number"));--> statement-breakpoint
CREATE UNIQUE INDEX "permanent_trailers_tag_key" ON "permanent_trailers" USING btree (lower("trailer_tag"));--> statement-breakpoint
CREATE UNIQUE INDEX "pla_cards_tag_key" ON "pla_cards" USING btree (lower("trailer_tag_number"));--> statement-breakpoint
CREATE UNIQUE INDEX "pla_cards_card_key" ON "pla_cards" USING btree (lower("pla_card_number"));--> statement-breakpoint
CREATE UNIQUE INDEX "trailers_tag_in_yard_key" ON "trailers" USING btree (lower("trailer_tag_id")) WHERE "trailers"."out_date" is null;--> statement-breakpoint
CREATE INDEX "trailers_entry_idx" ON "trailers" USING btree ("entry_date");