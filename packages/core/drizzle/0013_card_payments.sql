CREATE TABLE "customer_funds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"method_code" text NOT NULL,
	"gateway" text NOT NULL,
	"token" text NOT NULL,
	"brand" text NOT NULL,
	"last_four" text NOT NULL,
	"expiry_month" smallint NOT NULL,
	"expiry_year" smallint NOT NULL,
	"verification" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "customer_funds_gateway_token" UNIQUE("gateway","token"),
	CONSTRAINT "customer_funds_last_four" CHECK ("customer_funds"."last_four" ~ '^[0-9]{4}$'),
	CONSTRAINT "customer_funds_expiry" CHECK ("customer_funds"."expiry_month" between 1 and 12 and "customer_funds"."expiry_year" between 2000 and 2100),
	CONSTRAINT "customer_funds_brand" CHECK ("customer_funds"."brand" in ('AmericanExpress', 'MasterCard', 'Visa')),
	CONSTRAINT "customer_funds_verification" CHECK ("customer_funds"."verification" in ('Failed Verification', 'Pending Verification', 'Unverified', 'Verified')),
	CONSTRAINT "customer_funds_removed_not_default" CHECK (not ("customer_funds"."is_default" and "customer_funds"."removed_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "payment_gateway_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"gateway" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"deposit_id" uuid NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_gateway_events_event" UNIQUE("gateway","event_id")
);
--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "fund_id" uuid;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "challenge_url" text;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "gateway_rules" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_funds" ADD CONSTRAINT "customer_funds_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_funds" ADD CONSTRAINT "customer_funds_method_code_payment_methods_code_fk" FOREIGN KEY ("method_code") REFERENCES "public"."payment_methods"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_gateway_events" ADD CONSTRAINT "payment_gateway_events_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_funds_one_default" ON "customer_funds" USING btree ("customer_id") WHERE "customer_funds"."is_default";--> statement-breakpoint
CREATE INDEX "customer_funds_customer_idx" ON "customer_funds" USING btree ("customer_id");--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_fund_id_customer_funds_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."customer_funds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_gateway_reference" UNIQUE("gateway","gateway_reference");--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_declined_has_reason" CHECK (("deposits"."status" = 'declined') = ("deposits"."decline_reason" is not null));