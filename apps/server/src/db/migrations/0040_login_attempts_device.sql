-- A login from a known device (its device cookie, decision 0026) records the device's id, whose
-- failures are limited on their own.
ALTER TABLE "login_attempts" ADD COLUMN "device" varchar(32);--> statement-breakpoint
CREATE INDEX "login_attempts_device_idx" ON "login_attempts" USING btree ("device","at") WHERE "login_attempts"."device" is not null;