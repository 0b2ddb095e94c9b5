CREATE TABLE "capabilities" (
	"key" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"enabled_on_site" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "segment_capabilities" (
	"segment_id" uuid NOT NULL,
	"capability_key" text NOT NULL,
	CONSTRAINT "segment_capabilities_segment_id_capability_key_pk" PRIMARY KEY("segment_id","capability_key")
);
--> statement-breakpoint
CREATE TABLE "segments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"is_anonymous" boolean DEFAULT false NOT NULL,
	"is_default_customer" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "segments_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "causes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"url_slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"website_url" text,
	"logo_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "causes_key_unique" UNIQUE("key"),
	CONSTRAINT "causes_url_slug_unique" UNIQUE("url_slug")
);
--> statement-breakpoint
CREATE TABLE "game_definitions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"offer_id" uuid NOT NULL,
	"effective_from_draw_no" integer NOT NULL,
	"matrix" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_definitions_offer_from" UNIQUE("offer_id","effective_from_draw_no")
);
--> statement-breakpoint
CREATE TABLE "game_divisions" (
	"definition_id" uuid NOT NULL,
	"division" integer NOT NULL,
	"main_matches" integer NOT NULL,
	"min_supplementary" integer DEFAULT 0 NOT NULL,
	"bonus_required" boolean DEFAULT false NOT NULL,
	"prize_kind" text NOT NULL,
	CONSTRAINT "game_divisions_definition_id_division_pk" PRIMARY KEY("definition_id","division"),
	CONSTRAINT "game_divisions_positive" CHECK ("game_divisions"."division" > 0 and "game_divisions"."main_matches" >= 0 and "game_divisions"."min_supplementary" >= 0)
);
--> statement-breakpoint
CREATE TABLE "offer_game_types" (
	"offer_id" uuid NOT NULL,
	"game_type" text NOT NULL,
	"name" text NOT NULL,
	"price_per_game_minor" bigint NOT NULL,
	"min_games" integer NOT NULL,
	"max_games" integer NOT NULL,
	"default_games" integer NOT NULL,
	"system_sizes" jsonb,
	"display_order" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "offer_game_types_offer_id_game_type_pk" PRIMARY KEY("offer_id","game_type"),
	CONSTRAINT "offer_game_types_price_positive" CHECK ("offer_game_types"."price_per_game_minor" > 0),
	CONSTRAINT "offer_game_types_games_range" CHECK ("offer_game_types"."min_games" >= 1 and "offer_game_types"."min_games" <= "offer_game_types"."default_games" and "offer_game_types"."default_games" <= "offer_game_types"."max_games")
);
--> statement-breakpoint
CREATE TABLE "product_offers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"product_type" text NOT NULL,
	"draw_type" text NOT NULL,
	"name" text NOT NULL,
	"brand_name" text NOT NULL,
	"description" text NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"display_order" integer NOT NULL,
	"currency" text NOT NULL,
	"ticket_price_minor" bigint,
	"draw_schedule" jsonb,
	"cause_id" uuid,
	"branding" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_offers_key_unique" UNIQUE("key"),
	CONSTRAINT "product_offers_kind" CHECK ("product_offers"."kind" in ('lottery', 'raffle')),
	CONSTRAINT "product_offers_ticket_price_positive" CHECK ("product_offers"."ticket_price_minor" is null or "product_offers"."ticket_price_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"template" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'published' NOT NULL,
	"seo" jsonb NOT NULL,
	"subnavigation_menu" jsonb,
	"sections" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pages_path_unique" UNIQUE("path")
);
--> statement-breakpoint
CREATE TABLE "site_configs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"navigation" jsonb NOT NULL,
	"components" jsonb NOT NULL,
	"social_links" jsonb NOT NULL,
	"payment_logos" jsonb NOT NULL,
	"regulation_images" jsonb NOT NULL,
	"footer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_configs_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "sitewide_banners" (
	"id" uuid PRIMARY KEY NOT NULL,
	"content" text NOT NULL,
	"link_label" text,
	"link_url" text,
	"active" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "themes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"colours" jsonb NOT NULL,
	"border_radius" jsonb NOT NULL,
	"box_shadow" jsonb NOT NULL,
	"logos" jsonb NOT NULL,
	"meta_images" jsonb NOT NULL,
	"motifs" jsonb NOT NULL,
	"typography" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "themes_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "draws" (
	"id" uuid PRIMARY KEY NOT NULL,
	"offer_id" uuid NOT NULL,
	"draw_no" integer NOT NULL,
	"draw_type" text NOT NULL,
	"status" text DEFAULT 'DRAW_OPEN' NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"sales_close_at" timestamp with time zone NOT NULL,
	"sales_open_at" timestamp with time zone,
	"currency" text NOT NULL,
	"jackpot_minor" bigint,
	"prize_pool_minor" bigint,
	"name" text,
	"prize_description" text,
	"prize_value_minor" bigint,
	"ticket_cap" integer,
	"feature_image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "draws_offer_draw_no" UNIQUE("offer_id","draw_no"),
	CONSTRAINT "draws_status" CHECK ("draws"."status" in ('DRAW_OPEN','DRAW_CAPPED','DRAW_CLOSED','DRAW_DRAWN','DRAW_SCORED','DRAW_PAID','DRAW_EMAILED')),
	CONSTRAINT "draws_close_before_draw" CHECK ("draws"."sales_close_at" <= "draws"."draw_at"),
	CONSTRAINT "draws_amounts_non_negative" CHECK (coalesce("draws"."jackpot_minor", 0) >= 0 and coalesce("draws"."prize_pool_minor", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"site_name" text NOT NULL,
	"site_locale" text NOT NULL,
	"base_url" text NOT NULL,
	"timezone" text NOT NULL,
	"currency" text NOT NULL,
	"country_code" text NOT NULL,
	"minimum_age" integer NOT NULL,
	"session_timeout_seconds" integer NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL,
	"disable_indexing" boolean DEFAULT false NOT NULL,
	"twitter_account" text,
	"support_number" text NOT NULL,
	"support_email" text NOT NULL,
	"support_hours" jsonb NOT NULL,
	"ios_app_id" text,
	"android_package" text,
	"google_site_verification" text,
	"bing_site_verification" text,
	"facebook_domain_verification" text,
	"pinterest_verification" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_settings_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "segment_capabilities" ADD CONSTRAINT "segment_capabilities_segment_id_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."segments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segment_capabilities" ADD CONSTRAINT "segment_capabilities_capability_key_capabilities_key_fk" FOREIGN KEY ("capability_key") REFERENCES "public"."capabilities"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_definitions" ADD CONSTRAINT "game_definitions_offer_id_product_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."product_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_divisions" ADD CONSTRAINT "game_divisions_definition_id_game_definitions_id_fk" FOREIGN KEY ("definition_id") REFERENCES "public"."game_definitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_game_types" ADD CONSTRAINT "offer_game_types_offer_id_product_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."product_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_offers" ADD CONSTRAINT "product_offers_cause_id_causes_id_fk" FOREIGN KEY ("cause_id") REFERENCES "public"."causes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draws" ADD CONSTRAINT "draws_offer_id_product_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."product_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "segments_one_anonymous" ON "segments" USING btree ("is_anonymous") WHERE "segments"."is_anonymous";--> statement-breakpoint
CREATE UNIQUE INDEX "segments_one_default_customer" ON "segments" USING btree ("is_default_customer") WHERE "segments"."is_default_customer";--> statement-breakpoint
CREATE INDEX "draws_offer_draw_at" ON "draws" USING btree ("offer_id","draw_at");