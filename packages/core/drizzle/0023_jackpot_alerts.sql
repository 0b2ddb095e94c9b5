CREATE TABLE "jackpot_alerts" (
	"draw_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "jackpot_alerts_draw_id_customer_id_pk" PRIMARY KEY("draw_id","customer_id")
);
--> statement-breakpoint
ALTER TABLE "jackpot_alerts" ADD CONSTRAINT "jackpot_alerts_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jackpot_alerts" ADD CONSTRAINT "jackpot_alerts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;