-- Shipment tracking: a shipping method's carrier link (Shopware's translated `trackingUrl`, `%s`
-- stands for the tracking code), so a customer can follow a shipped order from the account.
ALTER TABLE shipping_method ADD COLUMN tracking_url TEXT;  -- translated JSON, e.g. {"de-DE":"https://…?piececode=%s"}

-- Demo shops seeded before this migration get the carriers' links of today's seed (the seed sets
-- them itself on a fresh database; a shop's own methods are left alone).
UPDATE shipping_method SET tracking_url = '{"de-DE":"https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=%s","en-GB":"https://www.dhl.de/en/privatkunden/pakete-empfangen/verfolgen.html?piececode=%s","fr-FR":"https://www.dhl.de/en/privatkunden/pakete-empfangen/verfolgen.html?piececode=%s","ar-AE":"https://www.dhl.de/en/privatkunden/pakete-empfangen/verfolgen.html?piececode=%s"}'
  WHERE technical_name = 'parcel' AND tracking_url IS NULL;
UPDATE shipping_method SET tracking_url = '{"de-DE":"https://www.dhl.com/de-de/home/sendungsverfolgung.html?tracking-id=%s","en-GB":"https://www.dhl.com/gb-en/home/tracking.html?tracking-id=%s","fr-FR":"https://www.dhl.com/fr-fr/home/suivi.html?tracking-id=%s","ar-AE":"https://www.dhl.com/ae-ar/home/tracking.html?tracking-id=%s"}'
  WHERE technical_name = 'express' AND tracking_url IS NULL;
