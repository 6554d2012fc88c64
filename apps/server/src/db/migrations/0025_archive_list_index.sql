-- The containers screen's All tab with the archive reads archived boxes newest gate-in first,
-- merged with the live ones (the live list index has its twin here).
CREATE INDEX "containers_archive_list_idx" ON "containers_archive" USING btree ("gate_in_at", "id") WHERE "deleted_at" IS NULL;
