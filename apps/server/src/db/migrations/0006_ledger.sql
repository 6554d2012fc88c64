CREATE TABLE "movements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"container_id" integer NOT NULL,
	"from_location" varchar(100),
	"to_location" varchar(100),
	"shifting" boolean DEFAULT false NOT NULL,
	"moved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"source" varchar(40) NOT NULL,
	"machine" varchar(60)
);
--> statement-breakpoint
ALTER TABLE "containers" ADD COLUMN "location" varchar(100);--> statement-breakpoint
ALTER TABLE "movements" ADD CONSTRAINT "movements_container_id_containers_id_fk" FOREIGN KEY ("container_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movements" ADD CONSTRAINT "movements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "movements_container_idx" ON "movements" USING btree ("container_id","moved_at");--> statement-breakpoint
CREATE INDEX "movements_moved_at_idx" ON "movements" USING btree ("moved_at","shifting");--> statement-breakpoint
CREATE INDEX "movements_machine_idx" ON "movements" USING btree ("machine","moved_at","shifting") WHERE "movements"."machine" is not null;--> statement-breakpoint
CREATE INDEX "containers_location_idx" ON "containers" USING btree ("location") WHERE "containers"."location" is not null;