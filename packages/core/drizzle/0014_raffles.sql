CREATE TABLE "offer_causes" (
	"offer_id" uuid NOT NULL,
	"cause_id" uuid NOT NULL,
	"share_basis_points" integer NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "offer_causes_offer_id_cause_id_pk" PRIMARY KEY("offer_id","cause_id"),
	CONSTRAINT "offer_causes_share_range" CHECK ("offer_causes"."share_basis_points" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "raffle_bundles" (
	"offer_id" uuid NOT NULL,
	"num_tickets" integer NOT NULL,
	"price_minor" bigint NOT NULL,
	"label" text,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "raffle_bundles_offer_id_num_tickets_pk" PRIMARY KEY("offer_id","num_tickets"),
	CONSTRAINT "raffle_bundles_tickets_range" CHECK ("raffle_bundles"."num_tickets" between 1 and 500),
	CONSTRAINT "raffle_bundles_price_positive" CHECK ("raffle_bundles"."price_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "raffle_draws" (
	"draw_id" uuid PRIMARY KEY NOT NULL,
	"ticket_cap" integer NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"entries_hash" text,
	"entries_count" integer,
	"frozen_at" timestamp with time zone,
	"drawn_at" timestamp with time zone,
	CONSTRAINT "raffle_draws_cap_positive" CHECK ("raffle_draws"."ticket_cap" > 0),
	CONSTRAINT "raffle_draws_sold_within_cap" CHECK ("raffle_draws"."sold" >= 0 and "raffle_draws"."sold" <= "raffle_draws"."ticket_cap"),
	CONSTRAINT "raffle_draws_frozen_complete" CHECK (("raffle_draws"."entries_hash" is null) = ("raffle_draws"."frozen_at" is null))
);
--> statement-breakpoint
CREATE TABLE "raffle_prizes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"draw_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"award_at" timestamp with time zone NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"value_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"payout" text NOT NULL,
	CONSTRAINT "raffle_prizes_kind" CHECK ("raffle_prizes"."kind" in ('main', 'secondary')),
	CONSTRAINT "raffle_prizes_payout" CHECK ("raffle_prizes"."payout" in ('wallet', 'fulfilment')),
	CONSTRAINT "raffle_prizes_value_positive" CHECK ("raffle_prizes"."value_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "raffle_tickets" (
	"draw_id" uuid NOT NULL,
	"ticket_no" integer NOT NULL,
	"customer_id" uuid NOT NULL,
	"cause_id" uuid,
	"cause_amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"order_ticket_id" uuid NOT NULL,
	"checkout_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "raffle_tickets_draw_id_ticket_no_pk" PRIMARY KEY("draw_id","ticket_no"),
	CONSTRAINT "raffle_tickets_number_positive" CHECK ("raffle_tickets"."ticket_no" > 0),
	CONSTRAINT "raffle_tickets_cause_amount" CHECK ("raffle_tickets"."cause_amount_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "raffle_winners" (
	"prize_id" uuid PRIMARY KEY NOT NULL,
	"draw_id" uuid NOT NULL,
	"ticket_no" integer NOT NULL,
	"customer_id" uuid NOT NULL,
	"transfer_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "raffle_winners_one_prize_per_ticket" UNIQUE("draw_id","ticket_no")
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "cause_id" uuid;--> statement-breakpoint
ALTER TABLE "offer_causes" ADD CONSTRAINT "offer_causes_offer_id_product_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."product_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_causes" ADD CONSTRAINT "offer_causes_cause_id_causes_id_fk" FOREIGN KEY ("cause_id") REFERENCES "public"."causes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_bundles" ADD CONSTRAINT "raffle_bundles_offer_id_product_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."product_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_draws" ADD CONSTRAINT "raffle_draws_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_prizes" ADD CONSTRAINT "raffle_prizes_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_tickets" ADD CONSTRAINT "raffle_tickets_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_tickets" ADD CONSTRAINT "raffle_tickets_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_tickets" ADD CONSTRAINT "raffle_tickets_cause_id_causes_id_fk" FOREIGN KEY ("cause_id") REFERENCES "public"."causes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_winners" ADD CONSTRAINT "raffle_winners_prize_id_raffle_prizes_id_fk" FOREIGN KEY ("prize_id") REFERENCES "public"."raffle_prizes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_winners" ADD CONSTRAINT "raffle_winners_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_winners" ADD CONSTRAINT "raffle_winners_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_winners" ADD CONSTRAINT "raffle_winners_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "raffle_prizes_draw" ON "raffle_prizes" USING btree ("draw_id");--> statement-breakpoint
CREATE INDEX "raffle_tickets_customer" ON "raffle_tickets" USING btree ("customer_id","draw_id");--> statement-breakpoint
CREATE INDEX "raffle_tickets_checkout" ON "raffle_tickets" USING btree ("checkout_id");--> statement-breakpoint
CREATE INDEX "raffle_tickets_cause" ON "raffle_tickets" USING btree ("cause_id");--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cause_id_causes_id_fk" FOREIGN KEY ("cause_id") REFERENCES "public"."causes"("id") ON DELETE cascade ON UPDATE no action;