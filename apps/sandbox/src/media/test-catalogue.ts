import type { Catalogue, CatalogueImage } from '../catalogue/read-model';

/** A catalogue of one picture, for the media service's tests. */
export function oneImageCatalogue(fileName: string): { image: CatalogueImage; catalogue: Catalogue } {
  const image: CatalogueImage = {
    id: 1,
    productId: 1,
    position: 0,
    fileName,
    width: 1200,
    height: 1200,
    motif: 'cuff',
    colour: '#336699',
  };
  return { image, catalogue: { imagesByFileName: new Map([[fileName, image]]) } as unknown as Catalogue };
}
