ALTER TABLE "stored_files" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "stored_files_expires_idx" ON "stored_files" USING btree ("expires_at") WHERE "stored_files"."expires_at" is not null;
--> statement-breakpoint
-- Every file stored so far is an export or a report: each is kept a day from when it was made.
UPDATE "stored_files" SET "expires_at" = "created_at" + interval '1 day';
