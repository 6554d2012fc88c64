ALTER TABLE "roles" ADD COLUMN "builtin_key" varchar(20);--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_builtin_key_unique" UNIQUE("builtin_key");--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_builtin_key_known" CHECK (builtin_key in ('superadmin', 'admin', 'operator', 'manager', 'gateinuser', 'gateoutuser', 'kiosk'));