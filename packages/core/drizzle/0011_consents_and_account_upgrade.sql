CREATE TABLE "location_confirmations" (
	"customer_id" uuid NOT NULL,
	"country_code" text NOT NULL,
	"confirmed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "location_confirmations_customer_id_country_code_pk" PRIMARY KEY("customer_id","country_code")
);
--> statement-breakpoint
CREATE TABLE "restricted_countries" (
	"country_code" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "restricted_countries_code" CHECK ("restricted_countries"."country_code" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
CREATE TABLE "terms_acceptances" (
	"customer_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "terms_acceptances_customer_id_version_pk" PRIMARY KEY("customer_id","version")
);
--> statement-breakpoint
CREATE TABLE "terms_versions" (
	"version" integer PRIMARY KEY NOT NULL,
	"summary" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "terms_versions_version_positive" CHECK ("terms_versions"."version" > 0)
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "account_upgrade_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "location_confirmations" ADD CONSTRAINT "location_confirmations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms_acceptances" ADD CONSTRAINT "terms_acceptances_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms_acceptances" ADD CONSTRAINT "terms_acceptances_version_terms_versions_version_fk" FOREIGN KEY ("version") REFERENCES "public"."terms_versions"("version") ON DELETE no action ON UPDATE no action;