CREATE TABLE "excluded_identities" (
	"id" uuid PRIMARY KEY NOT NULL,
	"firstname" text,
	"lastname" text,
	"name_key" text,
	"date_of_birth" date,
	"email" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "excluded_identities_match" CHECK (("excluded_identities"."name_key" is not null and "excluded_identities"."date_of_birth" is not null) or "excluded_identities"."email" is not null)
);
--> statement-breakpoint
CREATE TABLE "verification_attempts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"method" text NOT NULL,
	"outcome" text NOT NULL,
	"reason" text,
	"provider_reference" text,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "verification_attempts_method" CHECK ("verification_attempts"."method" in ('auto_verification', 'connect_id', 'drivers_licence', 'greenid_ui', 'pdf_form', 'photo_id_upload')),
	CONSTRAINT "verification_attempts_outcome" CHECK ("verification_attempts"."outcome" in ('verified', 'failed', 'review', 'rejected')),
	CONSTRAINT "verification_attempts_reviewed" CHECK (("verification_attempts"."reviewed_at" is null) = ("verification_attempts"."reviewed_by" is null))
);
--> statement-breakpoint
CREATE TABLE "verification_documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"attempt_id" uuid NOT NULL,
	"document" text NOT NULL,
	"mime" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"key_id" text NOT NULL,
	"wrapped_key" "bytea" NOT NULL,
	"iv" "bytea" NOT NULL,
	"tag" "bytea" NOT NULL,
	"ciphertext" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "verification_documents_attempt_id_unique" UNIQUE("attempt_id"),
	CONSTRAINT "verification_documents_size" CHECK ("verification_documents"."size_bytes" > 0)
);
--> statement-breakpoint
CREATE TABLE "verification_methods" (
	"type" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "verification_methods_type" CHECK ("verification_methods"."type" in ('auto_verification', 'connect_id', 'drivers_licence', 'greenid_ui', 'pdf_form', 'photo_id_upload'))
);
--> statement-breakpoint
CREATE TABLE "verification_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"purchase_threshold_minor" bigint,
	"currency" text NOT NULL,
	CONSTRAINT "verification_settings_one_row" CHECK ("verification_settings"."key" = 'site'),
	CONSTRAINT "verification_settings_threshold" CHECK ("verification_settings"."purchase_threshold_minor" is null or "verification_settings"."purchase_threshold_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "verification_attempts" ADD CONSTRAINT "verification_attempts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_documents" ADD CONSTRAINT "verification_documents_attempt_id_verification_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."verification_attempts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "excluded_identities_name_idx" ON "excluded_identities" USING btree ("name_key","date_of_birth");--> statement-breakpoint
CREATE INDEX "excluded_identities_email_idx" ON "excluded_identities" USING btree ("email");--> statement-breakpoint
CREATE INDEX "verification_attempts_customer_idx" ON "verification_attempts" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "verification_attempts_review_idx" ON "verification_attempts" USING btree ("created_at") WHERE "verification_attempts"."outcome" = 'review';