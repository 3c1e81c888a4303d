-- Keeps the content service's in-stock flag current when the shop changes stock (checkout, cancellation).
CREATE OR REPLACE FUNCTION search_documents_in_stock() RETURNS trigger AS $$
BEGIN
  UPDATE search_documents
    SET in_stock = EXISTS (SELECT 1 FROM variants v WHERE v.product_id = NEW.product_id AND v.stock > 0)
    WHERE product_id = NEW.product_id;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER variants_stock_search_documents AFTER UPDATE OF stock ON variants
  FOR EACH ROW WHEN (OLD.stock IS DISTINCT FROM NEW.stock) EXECUTE FUNCTION search_documents_in_stock();
