-- The dictionary a misspelt search word is corrected against ('kundn' -> 'kundan'): the distinct words
-- of the products' search text. Looking a typo up among a few thousand words is a GiST nearest-
-- neighbour search; comparing it with every product's whole text was 0.6 s at 10,000 products.
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
-- The words worth correcting to: four characters or more (shorter ones are found as typed) with a letter.
CREATE OR REPLACE FUNCTION shop_search_words(search_text text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
    SELECT DISTINCT word FROM regexp_split_to_table(search_text, '[^[:alnum:]]+') AS word
    WHERE length(word) BETWEEN 4 AND 40 AND word ~ '[[:alpha:]]'
  $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_remember_search_words() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
    BEGIN
      INSERT INTO search_words (word) SELECT shop_search_words(NEW.search_text) ON CONFLICT DO NOTHING;
      RETURN NULL;
    END
  $$;--> statement-breakpoint
CREATE TRIGGER products_remember_search_words
  AFTER INSERT OR UPDATE OF title, description ON products
  FOR EACH ROW EXECUTE FUNCTION shop_remember_search_words();--> statement-breakpoint
INSERT INTO search_words (word) SELECT shop_search_words(search_text) FROM products ON CONFLICT DO NOTHING;
