ALTER TABLE "draws" DROP CONSTRAINT "draws_status";--> statement-breakpoint
ALTER TABLE "checkouts" DROP CONSTRAINT "checkouts_status";--> statement-breakpoint
-- DRAW_CAPPED was never entered; a draw somehow left in it was on sale, so it is open (decision 071).
UPDATE "draws" SET "status" = 'DRAW_OPEN' WHERE "status" = 'DRAW_CAPPED';--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_status" CHECK ("pages"."status" in ('published', 'draft', 'archived'));--> statement-breakpoint
ALTER TABLE "draws" ADD CONSTRAINT "draws_status" CHECK ("draws"."status" in ('DRAW_OPEN','DRAW_CLOSED','DRAW_DRAWN','DRAW_SCORED','DRAW_PAID','DRAW_EMAILED'));--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_status" CHECK ("customers"."status" in ('active', 'closed'));--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_status" CHECK ("mail_outbox"."status" in ('pending', 'sent', 'failed'));--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_status" CHECK ("checkouts"."status" in ('pending', 'paid'));