CREATE TABLE "audit_log_facet_totals" (
	"service_key" integer NOT NULL,
	"facet" varchar(1) NOT NULL,
	"value" varchar(40) NOT NULL,
	"lines" bigint NOT NULL,
	CONSTRAINT "audit_log_facet_totals_service_key_facet_value_pk" PRIMARY KEY("service_key","facet","value")
);
--> statement-breakpoint
CREATE INDEX "audit_log_entity_time_idx" ON "audit_log" USING btree ("entity","occurred_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_service_entity_time_idx" ON "audit_log" USING btree ("service_id","entity","occurred_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_action_time_idx" ON "audit_log" USING btree ("action","occurred_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_service_action_time_idx" ON "audit_log" USING btree ("service_id","action","occurred_at" DESC NULLS LAST,"id" DESC NULLS LAST);