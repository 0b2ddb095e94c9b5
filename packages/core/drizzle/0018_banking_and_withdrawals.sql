CREATE TABLE "bank_accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"type" text NOT NULL,
	"account_name" text NOT NULL,
	"bank_code" text,
	"number_ciphertext" text NOT NULL,
	"label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "bank_accounts_type" CHECK ("bank_accounts"."type" in ('national', 'international', 'payid_email', 'payid_phone')),
	CONSTRAINT "bank_accounts_bank_code" CHECK (("bank_accounts"."type" in ('national', 'international')) = ("bank_accounts"."bank_code" is not null))
);
--> statement-breakpoint
CREATE TABLE "deposit_references" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"number" bigserial NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_references_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "statement_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"line_key" text NOT NULL,
	"method_code" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"reference" text NOT NULL,
	"booked_on" text NOT NULL,
	"status" text NOT NULL,
	"problem" text,
	"customer_id" uuid,
	"deposit_id" uuid,
	"imported_at" timestamp with time zone NOT NULL,
	CONSTRAINT "statement_lines_line_key" UNIQUE("line_key"),
	CONSTRAINT "statement_lines_status" CHECK ("statement_lines"."status" in ('credited', 'unmatched')),
	CONSTRAINT "statement_lines_credited" CHECK (("statement_lines"."status" = 'credited') = ("statement_lines"."deposit_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "withdrawal_methods" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"min_minor" bigint NOT NULL,
	"max_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "withdrawal_methods_limits" CHECK ("withdrawal_methods"."min_minor" > 0 and "withdrawal_methods"."max_minor" >= "withdrawal_methods"."min_minor")
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"method_code" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"bank_account_id" uuid,
	"paypal_email" text,
	"cause_key" text,
	"destination" text NOT NULL,
	"hold_transfer_id" uuid NOT NULL,
	"resolution_transfer_id" uuid,
	"idempotency_key" text NOT NULL,
	"reject_reason" text,
	"decided_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "withdrawals_customer_key" UNIQUE("customer_id","idempotency_key"),
	CONSTRAINT "withdrawals_amount_positive" CHECK ("withdrawals"."amount_minor" > 0),
	CONSTRAINT "withdrawals_status" CHECK ("withdrawals"."status" in ('pending', 'paid', 'rejected')),
	CONSTRAINT "withdrawals_decided" CHECK (("withdrawals"."status" = 'pending') = ("withdrawals"."resolution_transfer_id" is null and "withdrawals"."decided_at" is null)),
	CONSTRAINT "withdrawals_rejected_has_reason" CHECK (("withdrawals"."status" = 'rejected') = ("withdrawals"."reject_reason" is not null)),
	CONSTRAINT "withdrawals_destination" CHECK (("withdrawals"."method_code" <> 'tt' or "withdrawals"."bank_account_id" is not null)
        and ("withdrawals"."method_code" <> 'pl' or "withdrawals"."paypal_email" is not null)
        and ("withdrawals"."method_code" <> 'do' or "withdrawals"."cause_key" is not null))
);
--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposit_references" ADD CONSTRAINT "deposit_references_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "statement_lines" ADD CONSTRAINT "statement_lines_deposit_id_deposits_id_fk" FOREIGN KEY ("deposit_id") REFERENCES "public"."deposits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_method_code_withdrawal_methods_code_fk" FOREIGN KEY ("method_code") REFERENCES "public"."withdrawal_methods"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_cause_key_causes_key_fk" FOREIGN KEY ("cause_key") REFERENCES "public"."causes"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_hold_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("hold_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_resolution_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("resolution_transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_accounts_customer_idx" ON "bank_accounts" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "withdrawals_customer_idx" ON "withdrawals" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status","created_at");--> statement-breakpoint
INSERT INTO "ledger_transfer_kinds" ("code", "description") VALUES
  ('withdrawal', 'Money a customer withdraws: held when asked for, posted when paid out, voided when rejected');
