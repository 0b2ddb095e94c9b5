CREATE TABLE "ledger_transfer_kinds" (
	"code" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
-- The kinds of money movement are data: a new kind is a row added by its own migration.
INSERT INTO "ledger_transfer_kinds" ("code", "description") VALUES
  ('deposit', 'Money paid into a wallet through a payment method'),
  ('purchase', 'Money paid from a wallet for tickets'),
  ('prize', 'A prize paid into a wallet from the prize fund'),
  ('refund', 'Money given back to a wallet');--> statement-breakpoint
ALTER TABLE "ledger_accounts" DROP CONSTRAINT "ledger_accounts_wallet_not_negative";--> statement-breakpoint
ALTER TABLE "ledger_transfers" DROP CONSTRAINT "ledger_transfers_kind";--> statement-breakpoint
-- A result carries its draw's offer, number and time (they never change once drawn); copied for existing results.
ALTER TABLE "draw_results" ADD COLUMN "offer_id" uuid;--> statement-breakpoint
ALTER TABLE "draw_results" ADD COLUMN "draw_no" integer;--> statement-breakpoint
ALTER TABLE "draw_results" ADD COLUMN "draw_at" timestamp with time zone;--> statement-breakpoint
UPDATE "draw_results" r SET "offer_id" = d."offer_id", "draw_no" = d."draw_no", "draw_at" = d."draw_at"
  FROM "draws" d WHERE d."id" = r."draw_id";--> statement-breakpoint
ALTER TABLE "draw_results" ALTER COLUMN "offer_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "draw_results" ALTER COLUMN "draw_no" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "draw_results" ALTER COLUMN "draw_at" SET NOT NULL;--> statement-breakpoint
-- Every checkout made so far was paid in the transaction that made it; new ones start pending.
ALTER TABLE "checkouts" ADD COLUMN "status" text DEFAULT 'paid' NOT NULL;--> statement-breakpoint
ALTER TABLE "checkouts" ALTER COLUMN "status" SET DEFAULT 'pending';--> statement-breakpoint
ALTER TABLE "deposits" ADD COLUMN "gateway_reference" text;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "pending_debits_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD COLUMN "pending_credits_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD COLUMN "phase" text DEFAULT 'posted' NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD COLUMN "pending_id" uuid;--> statement-breakpoint
ALTER TABLE "draw_results" ADD CONSTRAINT "draw_results_offer_id_product_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."product_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_kind_ledger_transfer_kinds_code_fk" FOREIGN KEY ("kind") REFERENCES "public"."ledger_transfer_kinds"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_pending_id_ledger_transfers_id_fk" FOREIGN KEY ("pending_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "draw_results_offer_draw_at" ON "draw_results" USING btree ("offer_id","draw_at");--> statement-breakpoint
CREATE INDEX "draw_results_draw_at" ON "draw_results" USING btree ("draw_at","draw_no");--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_pending_resolved_once" UNIQUE("pending_id");--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_status" CHECK ("checkouts"."status" in ('pending', 'paid', 'failed'));--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_paid_has_transfer" CHECK ("checkouts"."status" <> 'paid' or "checkouts"."transfer_id" is not null);--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_status" CHECK ("deposits"."status" in ('pending', 'approved', 'declined'));--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_approved_has_transfer" CHECK (("deposits"."status" = 'approved') = ("deposits"."transfer_id" is not null));--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_pending_not_negative" CHECK ("ledger_accounts"."pending_debits_minor" >= 0 and "ledger_accounts"."pending_credits_minor" >= 0);--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_wallet_not_negative" CHECK ("ledger_accounts"."kind" <> 'customer_wallet' or "ledger_accounts"."balance_minor" - "ledger_accounts"."pending_debits_minor" >= 0);--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_phase" CHECK ("ledger_transfers"."phase" in ('posted', 'pending', 'post_pending', 'void_pending'));--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_resolves_a_pending" CHECK (("ledger_transfers"."phase" in ('post_pending', 'void_pending')) = ("ledger_transfers"."pending_id" is not null));
