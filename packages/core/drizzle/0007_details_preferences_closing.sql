CREATE TABLE "communication_preferences" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"email" boolean NOT NULL,
	"phone" boolean NOT NULL,
	"sms" boolean NOT NULL,
	"directmail" boolean NOT NULL,
	"push" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_opt_outs" (
	"customer_id" uuid NOT NULL,
	"product_offer_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_opt_outs_customer_id_product_offer_key_pk" PRIMARY KEY("customer_id","product_offer_key")
);
--> statement-breakpoint
CREATE TABLE "unsubscribe_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"product_offer_key" text,
	"reasons" text[] NOT NULL,
	"via" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "closure_reason" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "closure_comment" text;--> statement-breakpoint
ALTER TABLE "communication_preferences" ADD CONSTRAINT "communication_preferences_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_opt_outs" ADD CONSTRAINT "offer_opt_outs_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_opt_outs" ADD CONSTRAINT "offer_opt_outs_product_offer_key_product_offers_key_fk" FOREIGN KEY ("product_offer_key") REFERENCES "public"."product_offers"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unsubscribe_events" ADD CONSTRAINT "unsubscribe_events_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "unsubscribe_events_customer_idx" ON "unsubscribe_events" USING btree ("customer_id");