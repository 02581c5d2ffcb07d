-- One source for each setting (docs/decisions/0025): the Feature Manager's record ('features') now
-- holds the lead times and the Instagram link. Values saved in the business settings before are
-- carried over when the Feature Manager has none of its own, then removed from the business record.
INSERT INTO "settings" ("key", "value")
SELECT 'features', '{}'::jsonb FROM "settings"
WHERE "key" = 'business'
  AND (coalesce("value"->>'instagram', '') <> '' OR "value" #> '{offer,booking,minHours}' IS NOT NULL
    OR "value" #> '{offer,booking,recommendedHours}' IS NOT NULL)
ON CONFLICT ("key") DO NOTHING;
--> statement-breakpoint
-- The Feature Manager takes https links only (the business form also took http://).
UPDATE "settings" AS f
SET "value" = f."value" || jsonb_build_object('social', coalesce(f."value"->'social', '{}'::jsonb)
  || jsonb_build_object('instagram', regexp_replace(b."value"->>'instagram', '^http://', 'https://')))
FROM "settings" AS b
WHERE f."key" = 'features' AND b."key" = 'business'
  AND f."value" #> '{social,instagram}' IS NULL
  AND b."value"->>'instagram' ~ '^https?://[^\s/]+\.[^\s]+$' AND length(b."value"->>'instagram') <= 300;
--> statement-breakpoint
UPDATE "settings" AS f
SET "value" = f."value" || jsonb_build_object('bookNow', coalesce(f."value"->'bookNow', '{}'::jsonb)
  || jsonb_strip_nulls(jsonb_build_object(
    'minLeadHours', CASE WHEN f."value" #> '{bookNow,minLeadHours}' IS NULL
      THEN b."value" #> '{offer,booking,minHours}' END,
    'recommendedLeadHours', CASE WHEN f."value" #> '{bookNow,recommendedLeadHours}' IS NULL
      THEN b."value" #> '{offer,booking,recommendedHours}' END)))
FROM "settings" AS b
WHERE f."key" = 'features' AND b."key" = 'business';
--> statement-breakpoint
UPDATE "settings"
SET "value" = ("value" - 'instagram') #- '{offer,booking,minHours}' #- '{offer,booking,recommendedHours}'
WHERE "key" = 'business';
