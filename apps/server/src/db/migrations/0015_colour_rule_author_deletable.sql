ALTER TABLE "colour_rules" DROP CONSTRAINT "colour_rules_updated_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "colour_rules" ADD CONSTRAINT "colour_rules_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;