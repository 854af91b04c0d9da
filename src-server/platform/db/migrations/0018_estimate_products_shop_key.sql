ALTER TABLE "estimate_products" DROP CONSTRAINT "estimate_products_service_id_services_id_fk";
--> statement-breakpoint
ALTER TABLE "estimate_products" DROP CONSTRAINT "estimate_products_shop_id_shops_id_fk";
--> statement-breakpoint
ALTER TABLE "estimate_products" ADD CONSTRAINT "estimate_products_shop_fk" FOREIGN KEY ("shop_id","service_id") REFERENCES "public"."shops"("id","service_id") ON DELETE cascade ON UPDATE no action;