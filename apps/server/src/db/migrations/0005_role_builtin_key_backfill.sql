-- The built-in roles of an existing database get their keys. Only a row spelled as the seed
-- spells the role (any case) is one: a row named like one ("Super Admin", "gate_in_user") is a
-- custom role, and stays without powers of its own.
UPDATE "roles" SET "builtin_key" = lower("name")
WHERE lower("name") IN ('superadmin', 'admin', 'operator', 'manager', 'gateinuser', 'gateoutuser', 'kiosk');
