ALTER TABLE "shops" ADD CONSTRAINT "shops_id_service_key" UNIQUE("id","service_id");--> statement-breakpoint
ALTER TABLE "contracts" DROP CONSTRAINT "contracts_service_id_services_id_fk";
--> statement-breakpoint
ALTER TABLE "contracts" DROP CONSTRAINT "contracts_shop_id_shops_id_fk";
--> statement-breakpoint
DROP INDEX "contracts_service_idx";--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_shop_fk" FOREIGN KEY ("shop_id","service_id") REFERENCES "public"."shops"("id","service_id") ON DELETE cascade ON UPDATE no action;
