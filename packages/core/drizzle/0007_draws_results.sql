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
ALTER TABLE "draw_audit" ADD CONSTRAINT "draw_audit_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_commitments" ADD CONSTRAINT "draw_commitments_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_dividends" ADD CONSTRAINT "draw_dividends_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_results" ADD CONSTRAINT "draw_results_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_prizes" ADD CONSTRAINT "line_prizes_draw_id_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."draws"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_prizes" ADD CONSTRAINT "line_prizes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "draw_audit_draw" ON "draw_audit" USING btree ("draw_id","at");--> statement-breakpoint
CREATE INDEX "line_prizes_ticket" ON "line_prizes" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "line_prizes_unpaid" ON "line_prizes" USING btree ("draw_id","ticket_id","line_no") WHERE "line_prizes"."transfer_id" is null;