CREATE TABLE "customer_exclusions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"duration" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_exclusions_kind" CHECK ("customer_exclusions"."kind" in ('break', 'self_exclusion')),
	CONSTRAINT "customer_exclusions_ends" CHECK ("customer_exclusions"."ends_at" is null or "customer_exclusions"."ends_at" > "customer_exclusions"."starts_at"),
	CONSTRAINT "customer_exclusions_permanent" CHECK (("customer_exclusions"."ends_at" is null) = ("customer_exclusions"."kind" = 'self_exclusion' and "customer_exclusions"."duration" = 'permanent'))
);
--> statement-breakpoint
CREATE TABLE "customer_limit_changes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"amount_minor" bigint,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_limit_changes_kind" CHECK ("customer_limit_changes"."kind" in ('spend', 'deposit', 'precommitment')),
	CONSTRAINT "customer_limit_changes_status" CHECK ("customer_limit_changes"."status" in ('pending', 'applied', 'cancelled')),
	CONSTRAINT "customer_limit_changes_amount" CHECK ("customer_limit_changes"."amount_minor" is null or "customer_limit_changes"."amount_minor" > 0),
	CONSTRAINT "customer_limit_changes_effective" CHECK ("customer_limit_changes"."effective_at" >= "customer_limit_changes"."requested_at"),
	CONSTRAINT "customer_limit_changes_resolved" CHECK (("customer_limit_changes"."status" = 'pending') = ("customer_limit_changes"."resolved_at" is null))
);
--> statement-breakpoint
CREATE TABLE "customer_limits" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"set_at" timestamp with time zone NOT NULL,
	CONSTRAINT "customer_limits_one_per_period" UNIQUE("customer_id","kind","period"),
	CONSTRAINT "customer_limits_kind" CHECK ("customer_limits"."kind" in ('spend', 'deposit', 'precommitment')),
	CONSTRAINT "customer_limits_amount" CHECK ("customer_limits"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "limit_periods" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"days" integer NOT NULL,
	"for_spend" boolean DEFAULT true NOT NULL,
	"for_deposit" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "limit_periods_code" CHECK ("limit_periods"."code" ~ '^[a-z_]{1,30}$'),
	CONSTRAINT "limit_periods_days" CHECK ("limit_periods"."days" between 1 and 366)
);
--> statement-breakpoint
CREATE TABLE "limit_policies" (
	"key" text PRIMARY KEY NOT NULL,
	"cooling_off_days" integer DEFAULT 7 NOT NULL,
	"spend_limit_required" boolean DEFAULT false NOT NULL,
	"precommitment_period" text NOT NULL,
	"maximum_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	CONSTRAINT "limit_policies_one_row" CHECK ("limit_policies"."key" = 'site'),
	CONSTRAINT "limit_policies_cooling_off" CHECK ("limit_policies"."cooling_off_days" between 0 and 90),
	CONSTRAINT "limit_policies_maximum" CHECK ("limit_policies"."maximum_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "operator_spend_limits" (
	"id" uuid PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"period" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	CONSTRAINT "operator_spend_limits_scope_period" UNIQUE("scope","period"),
	CONSTRAINT "operator_spend_limits_scope" CHECK ("operator_spend_limits"."scope" in ('system', 'global')),
	CONSTRAINT "operator_spend_limits_amount" CHECK ("operator_spend_limits"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "customer_exclusions" ADD CONSTRAINT "customer_exclusions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_limit_changes" ADD CONSTRAINT "customer_limit_changes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_limit_changes" ADD CONSTRAINT "customer_limit_changes_period_limit_periods_code_fk" FOREIGN KEY ("period") REFERENCES "public"."limit_periods"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_limits" ADD CONSTRAINT "customer_limits_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_limits" ADD CONSTRAINT "customer_limits_period_limit_periods_code_fk" FOREIGN KEY ("period") REFERENCES "public"."limit_periods"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "limit_policies" ADD CONSTRAINT "limit_policies_precommitment_period_limit_periods_code_fk" FOREIGN KEY ("precommitment_period") REFERENCES "public"."limit_periods"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_spend_limits" ADD CONSTRAINT "operator_spend_limits_period_limit_periods_code_fk" FOREIGN KEY ("period") REFERENCES "public"."limit_periods"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_exclusions_customer_idx" ON "customer_exclusions" USING btree ("customer_id","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_limit_changes_one_pending" ON "customer_limit_changes" USING btree ("customer_id","kind","period") WHERE "customer_limit_changes"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "customer_limit_changes_customer_idx" ON "customer_limit_changes" USING btree ("customer_id","requested_at");