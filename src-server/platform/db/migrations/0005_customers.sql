CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_id" integer NOT NULL,
	"name_sei" text NOT NULL,
	"name_mei" text NOT NULL,
	"name_sei_kana" text NOT NULL,
	"name_mei_kana" text NOT NULL,
	"mobile_phone" varchar(11),
	"home_phone" varchar(11),
	"password_hash" text,
	"updated_by" integer,
	"regist_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customers_service_regist_idx" ON "customers" USING btree ("service_id","regist_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "customers_service_mobile_idx" ON "customers" USING btree ("service_id","mobile_phone");--> statement-breakpoint
CREATE INDEX "customers_service_kana_idx" ON "customers" USING btree ("service_id",("name_sei_kana" || "name_mei_kana"));