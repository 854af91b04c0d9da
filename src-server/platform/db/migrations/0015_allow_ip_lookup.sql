DROP INDEX "shop_allow_ips_shop_idx";--> statement-breakpoint
CREATE INDEX "shop_allow_ips_shop_idx" ON "shop_allow_ips" USING btree ("shop_id","ip_address");