CREATE TABLE "deposit_purchases" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"deposit_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"channel_key" text NOT NULL,
	"partner_key" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"expected_total_minor" bigint,
	"expected_currency" text,
	"status" text NOT NULL,
	"checkout_id" uuid,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "deposit_purchases_deposit" UNIQUE("deposit_id"),
	CONSTRAINT "deposit_purchases_kind" CHECK ("deposit_purchases"."kind" in ('ad_hoc', 'checkout', 'membership', 'partner_purchase')),
	CONSTRAINT "deposit_purchases_channel" CHECK ("deposit_purchases"."channel_key" in ('APP', 'web')),
	CONSTRAINT "deposit_purchases_status" CHECK ("deposit_purchases"."status" in ('pending', 'purchased', 'deposited', 'purchase_failed', 'deposit_failed')),
	CONSTRAINT "deposit_purchases_purchased_has_checkout" CHECK (("deposit_purchases"."status" = 'purchased') = ("deposit_purchases"."checkout_id" is not null)),
	CONSTRAINT "deposit_purchases_completed" CHECK (("deposit_purchases"."status" = 'pending') = ("deposit_purchases"."completed_at" is null))
);
--> statement-breakpoint
ALTER TABLE "deposit_purchases" ADD CONSTRAINT "deposit_purchases_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_purchases" ADD CONSTRAINT "deposit_purchases_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_purchases" ADD CONSTRAINT "deposit_purchases_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deposit_purchases_pending_idx" ON "deposit_purchases" USING btree ("created_at") WHERE "deposit_purchases"."status" = 'pending';