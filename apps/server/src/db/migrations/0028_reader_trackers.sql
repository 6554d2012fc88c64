ALTER TABLE "gate_readers" ADD COLUMN "machine_id" integer;--> statement-breakpoint
ALTER TABLE "gate_readers" ADD COLUMN "itv_id" integer;--> statement-breakpoint
ALTER TABLE "gate_readers" ADD CONSTRAINT "gate_readers_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_readers" ADD CONSTRAINT "gate_readers_itv_id_itvs_id_fk" FOREIGN KEY ("itv_id") REFERENCES "public"."itvs"("id") ON DELETE set null ON UPDATE no action;