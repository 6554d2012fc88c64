-- The register of container RFID tags and the day each reaches its end of life (decision 0035).
CREATE TABLE "container_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"tag" varchar(8) NOT NULL,
	"end_of_life" date NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "container_tags_tag_key" ON "container_tags" USING btree ("tag");