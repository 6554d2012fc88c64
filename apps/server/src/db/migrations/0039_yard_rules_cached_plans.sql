-- The yard's rules and the ledger's read of a column keep one plan for their queries. Their
-- queries take arrays of ids (`= ANY(p_cells)`); PostgreSQL costs a plan made without the values
-- for ten elements, finds it dearer than one made for the values at hand, and so planned the
-- queries again on every call: each check of a moved box cost more to plan than to run. The
-- plan kept is the one a busy call gets anyway (cachedPlansFromHere): index scans on the ids.
ALTER FUNCTION "check_yard"(int[], int[]) SET plan_cache_mode = force_generic_plan;
--> statement-breakpoint
ALTER FUNCTION "check_cell_pairs"(int[]) SET plan_cache_mode = force_generic_plan;
--> statement-breakpoint
ALTER FUNCTION "ledger_standing_in"(int[]) SET plan_cache_mode = force_generic_plan;
