ALTER TABLE "import_jobs" DROP CONSTRAINT "import_jobs_status_check";--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "encoding" varchar(8);--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "plan_file_id" text;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "create_rows" integer;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "update_rows" integer;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "unchanged_rows" integer;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "preview_errors" jsonb;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "previewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "applied_rows" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_plan_file_id_stored_files_id_fk" FOREIGN KEY ("plan_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD CONSTRAINT "import_jobs_status_check" CHECK ("import_jobs"."status" between 0 and 6);