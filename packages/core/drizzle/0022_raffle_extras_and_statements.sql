CREATE TABLE "raffle_postal_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"draw_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"suburb" text NOT NULL,
	"state" text NOT NULL,
	"postcode" text NOT NULL,
	"recorded_by" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "raffle_pre_orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"draw_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"cause_id" uuid,
	"order_ticket_id" uuid NOT NULL,
	"checkout_id" uuid NOT NULL,
	"num_tickets" integer NOT NULL,
	"cause_amounts_minor" bigint[] NOT NULL,
	"currency" text NOT NULL,
	"hold_key" text NOT NULL,
	"issued_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "raffle_pre_orders_order_ticket" UNIQUE("order_ticket_id"),
	CONSTRAINT "raffle_pre_orders_tickets_positive" CHECK ("raffle_pre_orders"."num_tickets" > 0)
);
--> statement-breakpoint
CREATE TABLE "statement_deliveries" (
	"customer_id" uuid NOT NULL,
	"month" text NOT NULL,
	"emailed_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statement_deliveries_customer_id_month_pk" PRIMARY KEY("customer_id","month"),
	CONSTRAINT "statement_deliveries_month" CHECK ("statement_deliveries"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
CREATE TABLE "statement_settings" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"email_monthly" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "raffle_tickets" ALTER COLUMN "customer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "raffle_tickets" ALTER COLUMN "order_ticket_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "raffle_tickets" ALTER COLUMN "checkout_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "raffle_winners" ALTER COLUMN "customer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "raffle_draws" ADD COLUMN "pre_ordered" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "raffle_tickets" ADD COLUMN "postal_entry_id" uuid;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "postal_entry_address" text DEFAULT 'Free Entry, lottoshop Raffles
PO Box 1234
Sydney NSW 2001' NOT NULL;--> statement-breakpoint
ALTER TABLE "raffle_postal_entries" ADD CONSTRAINT "raffle_postal_entries_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_pre_orders" ADD CONSTRAINT "raffle_pre_orders_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_pre_orders" ADD CONSTRAINT "raffle_pre_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_pre_orders" ADD CONSTRAINT "raffle_pre_orders_cause_id_causes_id_fk" FOREIGN KEY ("cause_id") REFERENCES "public"."causes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_deliveries" ADD CONSTRAINT "statement_deliveries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_settings" ADD CONSTRAINT "statement_settings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "raffle_postal_entries_draw" ON "raffle_postal_entries" USING btree ("draw_id");--> statement-breakpoint
CREATE INDEX "raffle_pre_orders_draw_waiting" ON "raffle_pre_orders" USING btree ("draw_id","issued_at");--> statement-breakpoint
ALTER TABLE "raffle_tickets" ADD CONSTRAINT "raffle_tickets_postal_entry_id_raffle_postal_entries_id_fk" FOREIGN KEY ("postal_entry_id") REFERENCES "public"."raffle_postal_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "raffle_tickets" ADD CONSTRAINT "raffle_tickets_one_per_postal_entry" UNIQUE("postal_entry_id");--> statement-breakpoint
ALTER TABLE "raffle_draws" ADD CONSTRAINT "raffle_draws_pre_orders_within_cap" CHECK ("raffle_draws"."pre_ordered" >= 0 and "raffle_draws"."sold" + "raffle_draws"."pre_ordered" <= "raffle_draws"."ticket_cap");--> statement-breakpoint
ALTER TABLE "raffle_tickets" ADD CONSTRAINT "raffle_tickets_bought_or_posted" CHECK (("raffle_tickets"."postal_entry_id" is null and "raffle_tickets"."customer_id" is not null and "raffle_tickets"."order_ticket_id" is not null and "raffle_tickets"."checkout_id" is not null)
        or ("raffle_tickets"."postal_entry_id" is not null and "raffle_tickets"."customer_id" is null and "raffle_tickets"."order_ticket_id" is null and "raffle_tickets"."checkout_id" is null));