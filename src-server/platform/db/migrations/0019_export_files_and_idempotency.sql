ALTER TABLE "export_jobs" ADD COLUMN "format" varchar(8) DEFAULT 'csv' NOT NULL;--> statement-breakpoint
ALTER TABLE "export_jobs" ADD COLUMN "encoding" varchar(16) DEFAULT 'shift_jis' NOT NULL;--> statement-breakpoint
ALTER TABLE "export_jobs" ADD COLUMN "substitutions" jsonb;