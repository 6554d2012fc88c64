ALTER TABLE "cells" ADD COLUMN "pair_half" varchar(5);--> statement-breakpoint
CREATE INDEX "cells_row_order_idx" ON "cells" USING btree ("row_id","sort_order");--> statement-breakpoint
ALTER TABLE "cells" ADD CONSTRAINT "cells_pair_half_check" CHECK ("cells"."pair_half" in ('left', 'right'));--> statement-breakpoint
-- Merged pairs replace the area-wide flag: an area that laid all its cells out in pairs
-- (01+02, 03+04, …) gets those pairs merged, cell by cell; a last cell without a partner stays a
-- 20 ft slot.
UPDATE "cells" c SET "pair_half" = CASE WHEN c.sort_order % 2 = 0 THEN 'left' ELSE 'right' END
FROM "yard_rows" r JOIN "areas" a ON a.id = r.area_id
WHERE r.id = c.row_id AND a.forty_foot_pairs
	AND EXISTS (
		SELECT 1 FROM "cells" p WHERE p.row_id = c.row_id
			AND p.sort_order = CASE WHEN c.sort_order % 2 = 0 THEN c.sort_order + 1 ELSE c.sort_order - 1 END);--> statement-breakpoint
ALTER TABLE "areas" DROP COLUMN "forty_foot_pairs";
