ALTER TABLE "cart_items" ADD COLUMN "draw_weekdays" integer[];--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "autoplay" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "draw_weekdays" integer[];--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "autoplay" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_autoplay_one_draw" CHECK (not "cart_items"."autoplay" or "cart_items"."num_draws" = 1);--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_autoplay_one_draw" CHECK (not "tickets"."autoplay" or "tickets"."num_draws" = 1);