CREATE TABLE "cart_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"cart_id" uuid NOT NULL,
	"offer_id" uuid NOT NULL,
	"game_type" text NOT NULL,
	"first_draw_id" uuid NOT NULL,
	"num_draws" integer NOT NULL,
	"num_games" integer NOT NULL,
	"lines" jsonb NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_items_quantity" CHECK ("cart_items"."quantity" between 1 and 20),
	CONSTRAINT "cart_items_unit_price_positive" CHECK ("cart_items"."unit_price_minor" > 0),
	CONSTRAINT "cart_items_counts_positive" CHECK ("cart_items"."num_draws" >= 1 and "cart_items"."num_games" >= 1)
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"customer_id" uuid,
	"anonymous_token" text,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_reference_unique" UNIQUE("reference"),
	CONSTRAINT "carts_customer_id_unique" UNIQUE("customer_id"),
	CONSTRAINT "carts_anonymous_token_unique" UNIQUE("anonymous_token"),
	CONSTRAINT "carts_one_owner" CHECK (("carts"."customer_id" is null) <> ("carts"."anonymous_token" is null)),
	CONSTRAINT "carts_anonymous_expiry" CHECK ("carts"."anonymous_token" is null or "carts"."expires_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "draw_audit" (
	"id" uuid PRIMARY KEY NOT NULL,
	"draw_id" uuid NOT NULL,
	"event" text NOT NULL,
	"detail" jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "draw_commitments" (
	"draw_id" uuid PRIMARY KEY NOT NULL,
	"seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"committed_at" timestamp with time zone NOT NULL,
	"entries_hash" text,
	"entries_count" integer,
	"entries_frozen_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "draw_dividends" (
	"draw_id" uuid NOT NULL,
	"division" integer NOT NULL,
	"prize_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"winners" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "draw_dividends_draw_id_division_pk" PRIMARY KEY("draw_id","division"),
	CONSTRAINT "draw_dividends_amounts" CHECK ("draw_dividends"."prize_minor" >= 0 and "draw_dividends"."winners" >= 0 and "draw_dividends"."division" > 0)
);
--> statement-breakpoint
CREATE TABLE "draw_results" (
	"draw_id" uuid PRIMARY KEY NOT NULL,
	"main" integer[] NOT NULL,
	"supplementary" integer[] NOT NULL,
	"bonus" integer[] NOT NULL,
	"source" text NOT NULL,
	"seed_hash" text,
	"seed" text,
	"entries_hash" text,
	"code_version" text,
	"drawn_at" timestamp with time zone NOT NULL,
	CONSTRAINT "draw_results_source" CHECK ("draw_results"."source" in ('official', 'shop_rng')),
	CONSTRAINT "draw_results_rng_audit" CHECK ("draw_results"."source" = 'official' or ("draw_results"."seed" is not null and "draw_results"."seed_hash" is not null and "draw_results"."entries_hash" is not null))
);
--> statement-breakpoint
CREATE TABLE "line_prizes" (
	"draw_id" uuid NOT NULL,
	"ticket_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"customer_id" uuid NOT NULL,
	"division" integer NOT NULL,
	"prize_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"transfer_id" uuid,
	"scored_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "line_prizes_draw_id_ticket_id_line_no_pk" PRIMARY KEY("draw_id","ticket_id","line_no"),
	CONSTRAINT "line_prizes_amounts" CHECK ("line_prizes"."prize_minor" >= 0 and "line_prizes"."division" > 0)
);
--> statement-breakpoint
CREATE TABLE "checkouts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"total_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"transfer_id" uuid,
	"balance_after_minor" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkouts_customer_idempotency_key" UNIQUE("customer_id","idempotency_key"),
	CONSTRAINT "checkouts_total_non_negative" CHECK ("checkouts"."total_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ticket_draws" (
	"ticket_id" uuid NOT NULL,
	"draw_id" uuid NOT NULL,
	CONSTRAINT "ticket_draws_ticket_id_draw_id_pk" PRIMARY KEY("ticket_id","draw_id")
);
--> statement-breakpoint
CREATE TABLE "ticket_lines" (
	"ticket_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"numbers" integer[] NOT NULL,
	"bonus" integer[] NOT NULL,
	CONSTRAINT "ticket_lines_ticket_id_line_no_pk" PRIMARY KEY("ticket_id","line_no"),
	CONSTRAINT "ticket_lines_line_no_positive" CHECK ("ticket_lines"."line_no" > 0)
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"checkout_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"offer_id" uuid NOT NULL,
	"game_type" text NOT NULL,
	"num_games" integer NOT NULL,
	"num_draws" integer NOT NULL,
	"price_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tickets_counts_positive" CHECK ("tickets"."num_games" > 0 and "tickets"."num_draws" > 0),
	CONSTRAINT "tickets_price_positive" CHECK ("tickets"."price_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"method_code" text NOT NULL,
	"gateway" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"transfer_id" uuid,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposits_customer_key" UNIQUE("customer_id","idempotency_key"),
	CONSTRAINT "deposits_amount_positive" CHECK ("deposits"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"customer_id" uuid,
	"kind" text NOT NULL,
	"currency" text NOT NULL,
	"balance_minor" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_key_unique" UNIQUE("key"),
	CONSTRAINT "ledger_accounts_kind" CHECK ("ledger_accounts"."kind" in ('customer_wallet', 'system')),
	CONSTRAINT "ledger_accounts_wallet_has_customer" CHECK (("ledger_accounts"."kind" = 'customer_wallet') = ("ledger_accounts"."customer_id" is not null)),
	CONSTRAINT "ledger_accounts_wallet_not_negative" CHECK ("ledger_accounts"."kind" <> 'customer_wallet' or "ledger_accounts"."balance_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transfers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"debit_account_id" uuid NOT NULL,
	"credit_account_id" uuid NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"kind" text NOT NULL,
	"customer_id" uuid,
	"reference" text,
	"description" text NOT NULL,
	"debit_balance_after_minor" bigint NOT NULL,
	"credit_balance_after_minor" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_transfers_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "ledger_transfers_amount_positive" CHECK ("ledger_transfers"."amount_minor" > 0),
	CONSTRAINT "ledger_transfers_distinct_accounts" CHECK ("ledger_transfers"."debit_account_id" <> "ledger_transfers"."credit_account_id"),
	CONSTRAINT "ledger_transfers_kind" CHECK ("ledger_transfers"."kind" in ('deposit', 'purchase', 'prize', 'refund'))
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"min_minor" bigint NOT NULL,
	"max_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"gateways" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"funds_cart" boolean DEFAULT false NOT NULL,
	"funds_withdraw" boolean DEFAULT false NOT NULL,
	"funds_digital_wallets" boolean DEFAULT false NOT NULL,
	"funds_failed_verification" boolean DEFAULT false NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "payment_methods_limits" CHECK ("payment_methods"."min_minor" > 0 and "payment_methods"."max_minor" >= "payment_methods"."min_minor")
);
--> statement-breakpoint
ALTER TABLE "product_offers" ADD COLUMN "drawn_by" text DEFAULT 'operator' NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_offer_id_product_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."product_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_first_draw_id_draws_id_fk" FOREIGN KEY ("first_draw_id") REFERENCES "public"."draws"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_audit" ADD CONSTRAINT "draw_audit_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_commitments" ADD CONSTRAINT "draw_commitments_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_dividends" ADD CONSTRAINT "draw_dividends_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_results" ADD CONSTRAINT "draw_results_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_prizes" ADD CONSTRAINT "line_prizes_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_prizes" ADD CONSTRAINT "line_prizes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_draws" ADD CONSTRAINT "ticket_draws_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_draws" ADD CONSTRAINT "ticket_draws_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_lines" ADD CONSTRAINT "ticket_lines_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_checkout_id_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."checkouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_offer_id_product_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."product_offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_method_code_payment_methods_code_fk" FOREIGN KEY ("method_code") REFERENCES "public"."payment_methods"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_debit_account_id_ledger_accounts_id_fk" FOREIGN KEY ("debit_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_credit_account_id_ledger_accounts_id_fk" FOREIGN KEY ("credit_account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_items_cart" ON "cart_items" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "carts_expires_at" ON "carts" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "draw_audit_draw" ON "draw_audit" USING btree ("draw_id","at");--> statement-breakpoint
CREATE INDEX "line_prizes_ticket" ON "line_prizes" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "line_prizes_unpaid" ON "line_prizes" USING btree ("draw_id","ticket_id","line_no") WHERE "line_prizes"."transfer_id" is null;--> statement-breakpoint
CREATE INDEX "checkouts_customer_created" ON "checkouts" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "ticket_draws_draw" ON "ticket_draws" USING btree ("draw_id");--> statement-breakpoint
CREATE INDEX "tickets_checkout" ON "tickets" USING btree ("checkout_id");--> statement-breakpoint
CREATE INDEX "tickets_customer_created" ON "tickets" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_accounts_customer_idx" ON "ledger_accounts" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "ledger_transfers_debit_idx" ON "ledger_transfers" USING btree ("debit_account_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_transfers_credit_idx" ON "ledger_transfers" USING btree ("credit_account_id","created_at");--> statement-breakpoint
ALTER TABLE "product_offers" ADD CONSTRAINT "product_offers_drawn_by" CHECK ("product_offers"."drawn_by" in ('operator', 'shop'));--> statement-breakpoint
-- The ledger's transfers are append-only: once posted, a transfer is never changed or removed.
-- A correction is a new transfer. (TRUNCATE, used by the test reset and db:reset, is not a row change.)
CREATE FUNCTION "ledger_transfers_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger_transfers is append-only: % refused', TG_OP USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_transfers_append_only" BEFORE UPDATE OR DELETE ON "ledger_transfers"
  FOR EACH ROW EXECUTE FUNCTION "ledger_transfers_refuse_change"();

--> statement-breakpoint
-- A draw's audit record is append-only: once written, an event is never changed or removed.
-- (TRUNCATE, used by the test reset and db:reset, is not a row change.)
CREATE FUNCTION "draw_audit_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'draw_audit is append-only: % refused', TG_OP USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "draw_audit_append_only" BEFORE UPDATE OR DELETE ON "draw_audit"
  FOR EACH ROW EXECUTE FUNCTION "draw_audit_refuse_change"();
