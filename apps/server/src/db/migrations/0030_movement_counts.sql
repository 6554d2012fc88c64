CREATE TABLE "movement_counts" (
	"machine" varchar(60) NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"productive" integer DEFAULT 0 NOT NULL,
	"waste" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "movement_counts_machine_hour_pk" PRIMARY KEY("machine","hour")
);
--> statement-breakpoint
CREATE INDEX "movement_counts_hour_idx" ON "movement_counts" USING btree ("hour");