CREATE TABLE "app_idempotency_keys" (
	"service_id" integer NOT NULL,
	"key" varchar(255) NOT NULL,
	"request_hash" char(64) NOT NULL,
	"status_code" smallint NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "app_idempotency_keys_service_id_key_pk" PRIMARY KEY("service_id","key")
);
--> statement-breakpoint
ALTER TABLE "export_jobs" ADD COLUMN "format" varchar(8) DEFAULT 'csv' NOT NULL;--> statement-breakpoint
ALTER TABLE "export_jobs" ADD COLUMN "encoding" varchar(16) DEFAULT 'shift_jis' NOT NULL;--> statement-breakpoint
ALTER TABLE "export_jobs" ADD COLUMN "substitutions" jsonb;--> statement-breakpoint
ALTER TABLE "app_idempotency_keys" ADD CONSTRAINT "app_idempotency_keys_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "app_idempotency_keys_created_idx" ON "app_idempotency_keys" USING btree ("service_id","created_at");