-- The yard's rules (migrations 0007 and 0011) at less cost per gate-in, with the same checks.
--
-- The lowest tier's number in PL/pgSQL: a SQL function that is not inlined plans its query on
-- every call, and the rules call it for each checked row; PL/pgSQL keeps the plan.
CREATE OR REPLACE FUNCTION "yard_start_height"() RETURNS int LANGUAGE plpgsql STABLE AS $$
BEGIN
	RETURN coalesce((SELECT (value #>> '{}')::int FROM metadata WHERE key = 'startHeight'), 1);
END
$$;
--> statement-breakpoint
-- A box stored without a location stands nowhere: there is nothing to check until it is given a
-- slot, and that change (its location, its slot rows) is checked by its own trigger. A gate-in
-- stores the box and then places it: one check at commit instead of two.
DROP TRIGGER "containers_footprint_rules" ON "containers";
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "containers_footprint_rules" AFTER UPDATE OF "location", "size_feet" ON "containers"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "container_footprint_rules"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "containers_footprint_rules_on_insert" AFTER INSERT ON "containers"
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.location IS NOT NULL)
	EXECUTE FUNCTION "container_footprint_rules"();
