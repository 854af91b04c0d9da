CREATE TABLE "background_duties" (
	"name" text PRIMARY KEY NOT NULL,
	"held_by" text,
	"lease_until" timestamp with time zone,
	"next_run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"runs" bigint DEFAULT 0 NOT NULL,
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
ALTER TABLE "export_jobs" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "push_delivery_batches" ADD COLUMN "handed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "push_delivery_batches" ADD COLUMN "handoffs" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "push_outbox" ADD COLUMN "lease_until" timestamp with time zone;