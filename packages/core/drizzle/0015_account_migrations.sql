CREATE TABLE "account_migrations" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"legacy_reference" text NOT NULL,
	"legacy_balance_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"eligible_at" timestamp with time zone NOT NULL,
	"requested_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"transfer_id" uuid,
	"attempts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "account_migrations_status" CHECK ("account_migrations"."status" in ('eligible_soft', 'eligible_hard', 'in_progress', 'migrated')),
	CONSTRAINT "account_migrations_balance" CHECK ("account_migrations"."legacy_balance_minor" >= 0),
	CONSTRAINT "account_migrations_requested" CHECK (("account_migrations"."status" in ('in_progress', 'migrated')) = ("account_migrations"."requested_at" is not null)),
	CONSTRAINT "account_migrations_completed" CHECK (("account_migrations"."status" = 'migrated') = ("account_migrations"."completed_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "account_migrations" ADD CONSTRAINT "account_migrations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_migrations_in_progress_idx" ON "account_migrations" USING btree ("status","requested_at");--> statement-breakpoint
-- The kinds of money movement are data (0004): a balance moved from the previous platform.
INSERT INTO "ledger_transfer_kinds" ("code", "description") VALUES
  ('migration', 'A balance moved into a wallet from the customer''s account on the previous platform');
