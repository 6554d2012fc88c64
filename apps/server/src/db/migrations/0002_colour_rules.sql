CREATE TABLE "colour_rule_cells" (
	"cell_id" integer PRIMARY KEY NOT NULL,
	"rule_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "colour_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(60) NOT NULL,
	"color" varchar(7) NOT NULL,
	"process" varchar(120) DEFAULT 'All' NOT NULL,
	"type" varchar(120) DEFAULT 'All' NOT NULL,
	"size" varchar(120) DEFAULT 'All' NOT NULL,
	"category" varchar(120) DEFAULT 'All' NOT NULL,
	"liner" varchar(120) DEFAULT 'All' NOT NULL,
	"customer" varchar(120) DEFAULT 'All' NOT NULL,
	"cargo_type" varchar(120) DEFAULT 'All' NOT NULL,
	"hazardous" boolean DEFAULT false NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "colour_rules_color_check" CHECK ("colour_rules"."color" ~ '^#[0-9a-f]{6}$' and "colour_rules"."color" <> '#000000')
);
--> statement-breakpoint
ALTER TABLE "colour_rule_cells" ADD CONSTRAINT "colour_rule_cells_cell_id_cells_id_fk" FOREIGN KEY ("cell_id") REFERENCES "public"."cells"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colour_rule_cells" ADD CONSTRAINT "colour_rule_cells_rule_id_colour_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."colour_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colour_rules" ADD CONSTRAINT "colour_rules_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "colour_rule_cells_rule_idx" ON "colour_rule_cells" USING btree ("rule_id");--> statement-breakpoint
CREATE UNIQUE INDEX "colour_rules_name_key" ON "colour_rules" USING btree (lower("name"));